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

@Injectable()
export class PricingService {
  constructor(
    @InjectRepository(PriceSettingsEntity) private readonly prices: Repository<PriceSettingsEntity>,
  ) {}

  /** Current prices in cents. Read on every calculation so a saved change applies at once on every process. */
  async currentTable(): Promise<PriceTableCents> {
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

  async getSettings(): Promise<PriceSettings> {
    return settingsFromPriceTable(await this.currentTable());
  }

  async saveSettings(settings: PriceSettings): Promise<PriceSettings> {
    await this.currentTable(); // makes sure the row exists
    const { id, ...fields } = entityFieldsFromSettings(settings);
    await this.prices.update({ id }, fields);
    return this.getSettings();
  }
}
