import { type ConcretePrices, type PriceSettings, type RenovationPrices } from '@stairs/contracts';
import { centsToEuros, eurosToCents } from '../common/money';
import { type PriceSettingsEntity } from './price-settings.entity';

/** PriceSettings in integer cents per m²: what formulas use and what a calculation snapshots. */
export interface PriceTableCents {
  concrete: Record<keyof ConcretePrices, number>;
  renovation: Record<keyof RenovationPrices, number>;
}

export const PRICE_SETTINGS_ID = 1;

export function priceTableFromEntity(row: PriceSettingsEntity): PriceTableCents {
  return {
    concrete: {
      massivholzMaterial: row.massivholzMaterialCents,
      massivholzLabor: row.massivholzLaborCents,
      fertigparkettMaterial: row.fertigparkettMaterialCents,
      fertigparkettLabor: row.fertigparkettLaborCents,
    },
    renovation: {
      sandingWork: row.sandingWorkCents,
      sandingFinish: row.sandingFinishCents,
      coveringMaterial: row.coveringMaterialCents,
      coveringLabor: row.coveringLaborCents,
    },
  };
}

/** Column values of the settings row for the given euro prices. */
export function entityFieldsFromSettings(settings: PriceSettings): Omit<PriceSettingsEntity, 'updatedAt'> {
  const { concrete: c, renovation: r } = settings;
  return {
    id: PRICE_SETTINGS_ID,
    massivholzMaterialCents: eurosToCents(c.massivholzMaterial),
    massivholzLaborCents: eurosToCents(c.massivholzLabor),
    fertigparkettMaterialCents: eurosToCents(c.fertigparkettMaterial),
    fertigparkettLaborCents: eurosToCents(c.fertigparkettLabor),
    sandingWorkCents: eurosToCents(r.sandingWork),
    sandingFinishCents: eurosToCents(r.sandingFinish),
    coveringMaterialCents: eurosToCents(r.coveringMaterial),
    coveringLaborCents: eurosToCents(r.coveringLabor),
  };
}

export function settingsFromPriceTable(table: PriceTableCents): PriceSettings {
  const euros = <K extends string>(group: Record<K, number>): Record<K, number> =>
    Object.fromEntries(
      Object.entries<number>(group).map(([key, cents]) => [key, centsToEuros(cents)]),
    ) as Record<K, number>;
  return { concrete: euros(table.concrete), renovation: euros(table.renovation) };
}
