import { priceSettingsSeeder } from '../pricing/pricing.seed';
import { type Seeder } from './seeding';

/** Every seed step, in order. Demo content of later areas (gallery, blog, references) is added here. */
export const SEEDERS: readonly Seeder[] = [priceSettingsSeeder];
