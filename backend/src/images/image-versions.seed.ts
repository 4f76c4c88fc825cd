import { Logger } from '@nestjs/common';
import { imageVersions } from '@stairs/contracts';
import { type Seeder } from '../database/seeding';
import { objectKeyOfUrl } from '../storage/object-storage';
import { mediumVersionOf } from './image-optimizer';

/** Every picture the site shows from its own storage: gallery images (with before/after) and reference projects. */
const PICTURE_URLS = `
  SELECT image_url AS url FROM gallery_images
  UNION SELECT before_image_url FROM gallery_images
  UNION SELECT after_image_url FROM gallery_images
  UNION SELECT image_url FROM reference_projects`;

const logger = new Logger('ImageVersions');

/**
 * The pages offer every optimized picture in its stored sizes by name (imageSources in the contracts); a picture
 * optimized before the site stored a middle size gets it here, from its large version. Runs on every start and
 * migrate, before the pages are rendered; with nothing missing it only asks the storage.
 */
export const imageVersionsSeeder: Seeder = {
  name: 'image versions',

  async prepare(manager, { storage }) {
    const rows: { url: string | null }[] = await manager.query(PICTURE_URLS);
    for (const { url } of rows) {
      const versions = imageVersions(url);
      const imageKey = objectKeyOfUrl(versions?.image);
      const mediumKey = objectKeyOfUrl(versions?.medium);
      if (!imageKey || !mediumKey || (await storage.exists(mediumKey))) continue;
      const image = await storage.get(imageKey);
      if (!image) continue;
      try {
        await storage.put(mediumKey, await mediumVersionOf(image), 'image/webp');
      } catch (error) {
        // One picture sharp cannot read must not keep the site from starting; its large version still shows.
        logger.warn(
          `${imageKey}: no middle size (${error instanceof Error ? error.message : String(error)})`,
        );
      }
    }
  },

  run: () => Promise.resolve('skipped'),
};
