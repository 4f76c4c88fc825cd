import { DEFAULT_PRICE_SETTINGS } from '@stairs/contracts';
import { isTableEmpty, type Seeder } from '../database/seeding';
import { PriceSettingsEntity } from './price-settings.entity';
import { entityFieldsFromSettings } from './price-table';

/** A new installation starts with the docs/decisions.md default prices; existing prices are never touched. */
export const priceSettingsSeeder: Seeder = {
  name: 'price settings',
  async run(manager) {
    if (!(await isTableEmpty(manager, 'price_settings'))) return 'skipped';
    await manager.insert(PriceSettingsEntity, entityFieldsFromSettings(DEFAULT_PRICE_SETTINGS));
    return 'seeded';
  },
};
