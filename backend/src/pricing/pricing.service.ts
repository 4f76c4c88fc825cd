import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from '@stairs/contracts';
import { Repository } from 'typeorm';
import { PriceSettingsEntity } from './price-settings.entity';
import {
  entityFieldsFromSettings,
  PRICE_SETTINGS_ID,
  priceTableFromEntity,
  type PriceTableCents,
  settingsFromPriceTable,
} from './price-table';

/**
 * How long a read of the price row answers the calculations of this process. A save clears it at once here;
 * another API process sees a save within this time. Under load it saves one Postgres round trip per
 * calculation (bench/load-floor.mjs), and concurrent calculations share one read.
 */
export const PRICE_CACHE_MS = 1_000;

@Injectable()
export class PricingService {
  private cached: { table: Promise<PriceTableCents>; readAt: number } | undefined;

  constructor(
    @InjectRepository(PriceSettingsEntity) private readonly prices: Repository<PriceSettingsEntity>,
  ) {}

  /** Current prices in cents, as calculations use them: read at most once per PRICE_CACHE_MS. */
  currentTable(): Promise<PriceTableCents> {
    const now = Date.now();
    if (this.cached && now - this.cached.readAt < PRICE_CACHE_MS) return this.cached.table;
    const table = this.readTable();
    const entry = { table, readAt: now };
    this.cached = entry;
    // A failed read is not remembered: the next calculation asks Postgres again.
    table.catch(() => {
      if (this.cached === entry) this.cached = undefined;
    });
    return table;
  }

  private async readTable(): Promise<PriceTableCents> {
    const row = await this.prices.findOneBy({ id: PRICE_SETTINGS_ID });
    if (row) return priceTableFromEntity(row);
    // The seed fills the row on start; should it be missing anyway, fall back to the documented defaults.
    await this.prices
      .createQueryBuilder()
      .insert()
      .values(entityFieldsFromSettings(DEFAULT_PRICE_SETTINGS))
      .orIgnore()
      .execute();
    return priceTableFromEntity(await this.prices.findOneByOrFail({ id: PRICE_SETTINGS_ID }));
  }

  /** The admin form reads Postgres itself: it must show what is stored, never a cached copy. */
  async getSettings(): Promise<PriceSettings> {
    return settingsFromPriceTable(await this.readTable());
  }

  async saveSettings(settings: PriceSettings): Promise<PriceSettings> {
    await this.readTable(); // makes sure the row exists
    const { id, ...fields } = entityFieldsFromSettings(settings);
    await this.prices.update({ id }, fields);
    this.cached = undefined;
    return this.getSettings();
  }
}
