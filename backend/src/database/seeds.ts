import { demoContentSeeder } from '../gallery/demo/demo-content.seed';
import { imageVersionsSeeder } from '../images/image-versions.seed';
import { priceSettingsSeeder } from '../pricing/pricing.seed';
import { type Seeder } from './seeding';

/** Every seed step, in order. Demo content of later areas (blog) is added here. */
export const SEEDERS: readonly Seeder[] = [priceSettingsSeeder, demoContentSeeder, imageVersionsSeeder];
