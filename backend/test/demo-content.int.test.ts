import request from 'supertest';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import {
  type BlogArticlesPage,
  GALLERY_CATEGORIES,
  HERO_IMAGE_URL,
  type DemoContentRemoval,
  type GalleryImage,
  type HomepageImage,
  type ReferenceProject,
} from '@stairs/contracts';
import { migrateDatabase } from '../src/database/migrate';
import { OBJECT_STORAGE, type ObjectStorage } from '../src/storage/object-storage';
import { adminAgent } from './helpers/admin';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('demo content of a new installation', () => {
  let t: TestApp;

  // The one set-up that stays expensive, because it is what this suite tests: the start optimizes every demo
  // picture into its WebP versions (the pictures themselves are committed files).
  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO_CONTENT: 'true' } });
  }, 400_000);
  afterAll(async () => {
    await t?.close();
  });

  it('fills the gallery (every category, G-071 before/after first), the homepage sliders and six references', async () => {
    const gallery = (await request(t.server).get('/api/gallery-images').expect(200)).body as GalleryImage[];
    expect(new Set(gallery.map((image) => image.category))).toEqual(new Set(Object.keys(GALLERY_CATEGORIES)));
    const featured = gallery.find((image) => image.galleryNumber === 'G-071');
    expect(featured).toMatchObject({ isBeforeAfter: true, isActive: true, category: 'vorher_nachher' });
    expect(featured?.beforeImageUrl).toMatch(/^\/objects\/demo\/.+\.w1920\.webp$/);

    const homepage = (await request(t.server).get('/api/homepage-images').expect(200))
      .body as HomepageImage[];
    expect(homepage.map((image) => image.galleryNumber)).toEqual(['G-071', 'G-072']);

    const references = (await request(t.server).get('/api/reference-projects').expect(200))
      .body as ReferenceProject[];
    expect(references).toHaveLength(6);
  });

  it('publishes seven German blog articles with pictures: the list has a second page', async () => {
    const first = (await request(t.server).get('/api/blog/articles').expect(200)).body as BlogArticlesPage;
    expect(first.articles).toHaveLength(6);
    expect(first.pagination).toMatchObject({ hasMore: true, total: 7 });
    for (const article of first.articles) {
      expect(article.slug).toMatch(/^[a-z0-9-]+-\d{4}-\d{2}-\d{2}$/);
      const [, picture] = /!\[[^\]]*\]\((\/objects\/demo\/[^)]+\.webp)\)/.exec(article.content) ?? [];
      expect(picture).toBeDefined();
      await request(t.server)
        .get(picture ?? '')
        .expect(200);
    }
  });

  it('serves the demo pictures as optimized WebP with a thumbnail', async () => {
    const [image] = (await request(t.server).get('/api/gallery-images').expect(200)).body as GalleryImage[];
    const picture = await request(t.server)
      .get(image?.imageUrl ?? '')
      .expect(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(picture.body as Buffer).metadata();
    expect(metadata.width).toBe(1600);
    await request(t.server)
      .get(image?.thumbnailUrl ?? '')
      .expect(200);
    await request(t.server).get(HERO_IMAGE_URL).expect(200);
  });

  it('stores every picture in the sizes the pages offer; one stored before the middle size gets it on the next start', async () => {
    const [reference] = (await request(t.server).get('/api/reference-projects').expect(200))
      .body as ReferenceProject[];
    const medium = (reference?.imageUrl ?? '').replace(/\.w1920\.webp$/, '.w800.webp');
    await request(t.server).get(medium).expect(200);

    // As on an installation from before: the middle size is not there.
    await t.app.get<ObjectStorage>(OBJECT_STORAGE).delete(medium.slice('/objects/'.length));
    await request(t.server).get(medium).expect(404);
    await migrateDatabase(t.config, { log: () => undefined });
    const restored = await request(t.server).get(medium).expect(200);
    expect(restored.headers['content-type']).toBe('image/webp');
    expect((await sharp(restored.body as Buffer).metadata()).width).toBe(800);
  });

  it('a stored picture sharp cannot read gets no middle size, and the site still starts', async () => {
    const storage = t.app.get<ObjectStorage>(OBJECT_STORAGE);
    await storage.put('broken/kaputt.w1920.webp', Buffer.from('kein Bild'), 'image/webp');
    const admin = await adminAgent(t.server);
    const created = await admin
      .post('/api/reference-projects')
      .send({
        title: 'Kaputtes Bild',
        location: '1010 Wien',
        description: 'Ein Bild, das nicht gelesen werden kann.',
        category: 'concrete',
        imageUrl: '/objects/broken/kaputt.w1920.webp',
      })
      .expect(201);
    await migrateDatabase(t.config, { log: () => undefined });
    expect(await storage.exists('broken/kaputt.w800.webp')).toBe(false);
    await admin.delete(`/api/reference-projects/${(created.body as ReferenceProject).id}`).expect(200);
  });

  it('new images continue after the demo numbers', async () => {
    const admin = await adminAgent(t.server);
    const created = (
      await admin
        .post('/api/admin/gallery-images')
        .send({ title: 'Neu', category: 'massivstufen', imageUrl: '/objects/demo/block-steps-1.w1920.webp' })
        .expect(201)
    ).body as GalleryImage;
    expect(created.galleryNumber).toBe('G-083');
  });

  it('is removable from the admin and does not come back on the next start', async () => {
    const admin = await adminAgent(t.server);
    const removed = (await admin.delete('/api/admin/demo-content').expect(200)).body as DemoContentRemoval;
    expect(removed).toEqual({ success: true, galleryImages: 12, referenceProjects: 6, blogArticles: 7 });
    await request(t.server).delete('/api/admin/demo-content').expect(401);

    await migrateDatabase(t.config, { log: () => undefined });
    const db = t.app.get(DataSource);
    expect(await db.query('SELECT title FROM gallery_images')).toEqual([{ title: 'Neu' }]);
    expect(await db.query('SELECT 1 FROM reference_projects')).toEqual([]);
    expect(await db.query('SELECT 1 FROM blog_articles')).toEqual([]);
  });
});
