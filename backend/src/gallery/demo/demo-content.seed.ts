import { readFile } from 'node:fs/promises';
import { type EntityManager } from 'typeorm';
import { type Seeder, type SeedContext } from '../../database/seeding';
import { optimizedKeys, optimizeImage } from '../../images/image-optimizer';
import { objectUrl } from '../../storage/object-storage';
import { ReferenceProjectEntity } from '../../references/reference-project.entity';
import { articleSlug } from '@stairs/contracts';
import { BlogArticleEntity } from '../../blog/blog-article.entity';
import { DEMO_ARTICLES } from '../../blog/demo-articles';
import { GalleryImageEntity } from '../gallery-image.entity';
import {
  DEMO_GALLERY,
  DEMO_PICTURES,
  DEMO_REFERENCES,
  type DemoPicture,
  demoPictureFile,
  demoPictureName,
  HERO_PICTURE,
} from './demo-content';

/** The stored keys of a demo picture, already optimized (the worker has nothing to do with them). */
export function demoPictureKeys(picture: DemoPicture, folder = 'demo'): ReturnType<typeof optimizedKeys> {
  return optimizedKeys(`${folder}/${demoPictureName(picture)}.jpg`);
}

/** Stores a picture unless it is stored already (a second start, or the API and the migrate CLI together). */
async function ensurePicture({ storage }: SeedContext, picture: DemoPicture, folder = 'demo'): Promise<void> {
  const keys = demoPictureKeys(picture, folder);
  if ((await storage.exists(keys.image)) && (await storage.exists(keys.thumbnail))) return;
  const optimized = await optimizeImage(await readFile(demoPictureFile(picture)));
  await storage.put(keys.thumbnail, optimized.thumbnail, 'image/webp');
  await storage.put(keys.medium, optimized.medium, 'image/webp');
  await storage.put(keys.image, optimized.image, 'image/webp');
}

async function alreadySeeded(manager: EntityManager): Promise<boolean> {
  const rows: unknown[] = await manager.query('SELECT 1 FROM demo_content');
  return rows.length > 0;
}

/**
 * A new installation looks like the real site: the gallery (every category, the before/after pair G-071) and
 * six reference projects with the demo pictures, seven blog articles using those pictures. Seeded once;
 * removable in the admin. The home page's hero picture is stored on every installation.
 */
export const demoContentSeeder: Seeder = {
  name: 'demo content',

  async prepare(manager, context) {
    await ensurePicture(context, HERO_PICTURE, 'site');
    if (!context.config.seedDemoContent || (await alreadySeeded(manager))) return;
    for (const picture of DEMO_PICTURES) await ensurePicture(context, picture);
  },

  async run(manager, context) {
    if (!context.config.seedDemoContent || (await alreadySeeded(manager))) return 'skipped';
    const url = (picture: DemoPicture) => objectUrl(demoPictureKeys(picture).image);
    for (const [index, item] of DEMO_GALLERY.entries()) {
      await manager.query(
        `INSERT INTO gallery_images (gallery_number, title, description, category, image_url, thumbnail_url,
           before_image_url, after_image_url, is_before_after, is_active, sort_order, show_on_homepage,
           homepage_order, is_demo, image_optimized_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, $10, $11, $12, true, now())`,
        [
          item.galleryNumber,
          item.title,
          item.description,
          item.category,
          url(item.picture),
          objectUrl(demoPictureKeys(item.picture).thumbnail),
          item.before ? url(item.before) : null,
          item.before ? url(item.picture) : null,
          item.before !== undefined,
          index,
          item.homepageOrder !== undefined,
          item.homepageOrder ?? null,
        ],
      );
    }
    // New images continue after the highest demo number.
    await manager.query(
      `SELECT setval('gallery_number_seq', greatest((SELECT max(substring(gallery_number from 3)::bigint) FROM gallery_images), 1))`,
    );
    for (const [index, item] of DEMO_REFERENCES.entries()) {
      await manager.insert(ReferenceProjectEntity, {
        title: item.title,
        location: item.location,
        description: item.description,
        category: item.category,
        imageUrl: url(item.picture),
        externalUrl: null,
        isActive: true,
        sortOrder: index,
        isDemo: true,
      });
    }
    const now = Date.now();
    for (const item of DEMO_ARTICLES) {
      const publishedAt = new Date(now - item.daysAgo * 24 * 3600 * 1000);
      await manager.insert(BlogArticleEntity, {
        slug: articleSlug(item.title, publishedAt),
        title: item.title,
        content: item.content.replaceAll('{{picture}}', url(item.picture)),
        excerpt: item.excerpt,
        keywords: item.keywords,
        metaDescription: item.metaDescription,
        status: 'published',
        publishedAt,
        isDemo: true,
      });
    }
    await manager.query('INSERT INTO demo_content (id) VALUES (1)');
    return 'seeded';
  },
};

/** Removes every demo image and project; the marker stays, so they do not come back on the next start. */
export async function removeDemoContent(
  manager: EntityManager,
): Promise<{ galleryImages: number; referenceProjects: number; blogArticles: number }> {
  const images = await manager.delete(GalleryImageEntity, { isDemo: true });
  const projects = await manager.delete(ReferenceProjectEntity, { isDemo: true });
  const articles = await manager.delete(BlogArticleEntity, { isDemo: true });
  await manager.query('UPDATE demo_content SET removed_at = now() WHERE id = 1');
  return {
    galleryImages: images.affected ?? 0,
    referenceProjects: projects.affected ?? 0,
    blogArticles: articles.affected ?? 0,
  };
}
