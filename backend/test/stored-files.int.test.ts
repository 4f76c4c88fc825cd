import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import { Test } from '@nestjs/testing';
import { type Queue } from 'bullmq';
import {
  type BlogArticle,
  type BlogDraftCreated,
  type GalleryImage,
  type GalleryUploadResponse,
  type ReferenceProject,
} from '@stairs/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { BlogService } from '../src/blog/blog.service';
import { Outbox } from '../src/jobs/outbox.service';
import { QUEUE_NAMES } from '../src/jobs/queue-names';
import { objectStem, objectUrlsIn } from '../src/storage/object-deletions';
import { OBJECT_STORAGE, objectKeyOfUrl, type ObjectStorage } from '../src/storage/object-storage';
import { createObjectStorage } from '../src/storage/storage.module';
import { WorkerModule } from '../src/worker.module';
import { testAppForSuite } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

const CONCURRENT = 8;

const png = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

/**
 * The storage holds nothing that no record shows, however requests meet: concurrent drafts of one title, a
 * replaced picture, an image deleted while the worker optimizes it, a direct upload never used.
 */
describe('stored files: nothing lost, nothing left behind', () => {
  const t = testAppForSuite({ admin: true });
  let worker: INestApplicationContext | undefined;
  /** Runs (once) when the worker has read an original to optimize, before it writes the versions. */
  let afterOriginalRead: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const storage = createObjectStorage(t.config);
    // The worker's storage, with a pause between the optimizer's read of the original and its writes.
    const pausing: ObjectStorage = {
      put: (key, body, type) => storage.put(key, body, type),
      exists: (key) => storage.exists(key),
      delete: (key) => storage.delete(key),
      get: async (key) => {
        const bytes = await storage.get(key);
        const hook = key.startsWith('gallery/') ? afterOriginalRead : undefined;
        if (hook) {
          afterOriginalRead = undefined;
          await hook();
        }
        return bytes;
      },
    };
    const moduleRef = await Test.createTestingModule({ imports: [WorkerModule.register(t.config)] })
      .overrideProvider(OBJECT_STORAGE)
      .useValue(pausing)
      .compile();
    moduleRef.useLogger(false);
    worker = await moduleRef.init();
  });
  afterAll(async () => {
    await worker?.close();
  });

  /** Every stored file's key (below OBJECTS_DIR), sorted. */
  async function storedKeys(): Promise<string[]> {
    const entries = await readdir(t.config.objectsDir, { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(t.config.objectsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      )
      .sort();
  }

  /** The stems of every picture a record shows (gallery, references, blog photos and pictures in texts). */
  async function shownStems(): Promise<Set<string>> {
    const rows = (await t.db.query(
      `SELECT unnest(ARRAY[image_url, thumbnail_url, before_image_url, after_image_url]) AS url FROM gallery_images
       UNION ALL SELECT image_url FROM reference_projects
       UNION ALL SELECT image_url FROM blog_articles
       UNION ALL SELECT content FROM blog_articles`,
    )) as Array<{ url: string | null }>;
    const urls = rows.flatMap(({ url }) => (url?.startsWith('/objects/') ? [url] : objectUrlsIn(url)));
    return new Set(urls.flatMap((url) => objectKeyOfUrl(url) ?? []).map(objectStem));
  }

  /** Stored uploads (gallery/, blog/; site/ holds the site's own pictures) that no record shows. */
  async function unshownFiles(): Promise<string[]> {
    const shown = await shownStems();
    return (await storedKeys()).filter((key) => /^(gallery|blog)\//.test(key) && !shown.has(objectStem(key)));
  }

  /** Waits until every noted deletion that is due has run. */
  async function deletionsDone(): Promise<void> {
    await waitFor(async () => {
      const [{ pending }] = (await t.db.query(
        'SELECT count(*)::int AS pending FROM object_deletions WHERE deleted_at IS NULL AND due_at <= now()',
      )) as [{ pending: number }];
      return pending === 0 ? true : undefined;
    }, 30_000);
  }

  async function directUpload(bytes: Buffer): Promise<string> {
    const ticket = (await t.admin.post('/api/objects/upload').expect(200)).body as { uploadURL: string };
    const put = await t.admin.put(ticket.uploadURL).set('Content-Type', 'image/png').send(bytes).expect(200);
    return (put.body as GalleryUploadResponse).imageUrl;
  }

  const stemOfUrl = (url: string): string => objectStem(objectKeyOfUrl(url) ?? '');
  const filesOf = async (url: string): Promise<string[]> =>
    (await storedKeys()).filter((key) => objectStem(key) === stemOfUrl(url));

  it(`${CONCURRENT} concurrent drafts of one title are ${CONCURRENT} drafts with their own slugs, and every photo has its draft`, async () => {
    const emails = await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        request(t.server).post('/api/blog/from-email').send({ subject: 'Unsere neue Stiege' }),
      ),
    );
    // Without a description or a file name, every photo draft is titled 'Neues Foto'.
    const photo = await png('#7a5230');
    const photos = await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        request(t.server).post('/api/blog/quick-upload').set('Content-Type', 'image/png').send(photo),
      ),
    );
    for (const response of [...emails, ...photos]) expect(response.status).toBe(201);

    const articles = (
      (await t.admin.get('/api/admin/blog/articles').expect(200)).body as { articles: BlogArticle[] }
    ).articles;
    const slugsOf = (responses: typeof emails) => {
      const ids = new Set(responses.map((response) => (response.body as BlogDraftCreated).article.id));
      return new Set(articles.filter((article) => ids.has(article.id)).map((article) => article.slug));
    };
    expect(slugsOf(emails).size).toBe(CONCURRENT);
    expect(slugsOf(photos).size).toBe(CONCURRENT);
    expect([...slugsOf(photos)].every((slug) => slug.startsWith('neues-foto-'))).toBe(true);

    const blogFiles = (await storedKeys()).filter((key) => key.startsWith('blog/'));
    expect(blogFiles).toHaveLength(CONCURRENT);
    expect(await unshownFiles()).toEqual([]);
  });

  it('a photo whose draft cannot be written is deleted at once, not kept for its day', async () => {
    const before = await storedKeys();
    const create = jest
      .spyOn(t.app.get(BlogService), 'create')
      .mockRejectedValueOnce(new Error('Postgres weg'));
    try {
      await request(t.server)
        .post('/api/blog/quick-upload')
        .set('Content-Type', 'image/png')
        .send(await png('#123456'))
        .expect(500);
    } finally {
      create.mockRestore();
    }
    await waitFor(async () => ((await storedKeys()).length === before.length ? true : undefined), 30_000);
    expect(await storedKeys()).toEqual(before);
  });

  it('a replaced gallery picture and a replaced reference picture are deleted, versions and all', async () => {
    const upload = await t.admin
      .post('/api/admin/gallery-images/upload')
      .attach('image', await png('#4a2f1d'), 'alt.png')
      .expect(200);
    const image = (upload.body as GalleryUploadResponse).image as GalleryImage;
    // The original and its three WebP versions.
    await waitFor(async () => ((await filesOf(image.imageUrl)).length === 4 ? true : undefined), 30_000);
    const optimized = (await t.admin.get('/api/admin/gallery-images').expect(200)).body as GalleryImage[];
    const current = optimized.find((row) => row.id === image.id) as GalleryImage;

    const replacement = await directUpload(await png('#e9e4da'));
    await t.admin
      .put(`/api/admin/gallery-images/${image.id}`)
      .send({
        title: 'Ersetztes Bild',
        category: current.category,
        imageUrl: replacement,
        thumbnailUrl: null,
        isActive: false,
      })
      .expect(200);

    const projectPicture = await directUpload(await png('#8a5a2b'));
    const project = (
      await t.admin
        .post('/api/reference-projects')
        .send({
          title: 'Stiegenhaus Währing',
          location: '1180 Wien',
          description: 'Betonstiege mit Eichenstufen verkleidet.',
          category: 'concrete',
          imageUrl: projectPicture,
        })
        .expect(201)
    ).body as ReferenceProject;
    const projectReplacement = await directUpload(await png('#2b5a8a'));
    await t.admin
      .put(`/api/reference-projects/${project.id}`)
      .send({
        title: project.title,
        location: project.location,
        description: project.description,
        category: project.category,
        imageUrl: projectReplacement,
      })
      .expect(200);

    await deletionsDone();
    await waitFor(async () => {
      const shown = await t.db.query(
        'SELECT 1 FROM gallery_images WHERE id = $1 AND image_optimized_at IS NOT NULL',
        [image.id],
      );
      return (shown as unknown[]).length > 0 ? true : undefined;
    }, 30_000);
    await deletionsDone();
    expect(await filesOf(image.imageUrl)).toEqual([]);
    expect(await filesOf(projectPicture)).toEqual([]);
    await request(t.server).get(current.imageUrl).expect(404);
    // The new pictures stay.
    expect(await filesOf(replacement)).toHaveLength(4);
    expect(await filesOf(projectReplacement)).toHaveLength(1);
    expect(await unshownFiles()).toEqual([]);
  }, 60_000);

  it('a picture taken out of an article’s text is deleted; one still shown stays', async () => {
    const kept = await directUpload(await png('#665544'));
    const taken = await directUpload(await png('#446655'));
    const article = (
      await t.admin
        .post('/api/blog/create')
        .send({ title: 'Zwei Bilder', content: `![Vorher](${taken})\n\nText\n\n![Nachher](${kept})` })
        .expect(201)
    ).body as BlogArticle;
    await t.admin
      .put(`/api/blog/article/${article.id}`)
      .send({ title: 'Ein Bild', content: `Text\n\n![Nachher](${kept})` })
      .expect(200);
    await deletionsDone();
    expect(await filesOf(taken)).toEqual([]);
    expect(await filesOf(kept)).toHaveLength(1);
    expect(await unshownFiles()).toEqual([]);
  });

  it('an image deleted while the worker optimizes it leaves no version behind', async () => {
    const uploaded: { image?: GalleryImage } = {};
    let deletedWhileOptimizing = false;
    afterOriginalRead = async () => {
      const image = await waitFor(() => uploaded.image);
      await t.admin.delete(`/api/admin/gallery-images/${image.id}`).expect(200);
      // The deletion has run before the versions are written.
      await deletionsDone();
      deletedWhileOptimizing = true;
    };
    const upload = await t.admin
      .post('/api/admin/gallery-images/upload')
      .attach('image', await png('#5a3a1a'), 'mitten-drin.png')
      .expect(200);
    const image = (upload.body as GalleryUploadResponse).image as GalleryImage;
    uploaded.image = image;
    await waitFor(() => (deletedWhileOptimizing ? true : undefined), 30_000);
    // The optimizer goes on and writes its three versions; its job is gone from the queue once it has finished.
    const images = t.app.get<Queue>(getQueueToken(QUEUE_NAMES.images), { strict: false });
    await waitFor(async () => ((await images.getJob(`optimize-${image.id}`)) ? undefined : true), 30_000);
    await deletionsDone();
    expect(await filesOf(image.imageUrl)).toEqual([]);
    expect(await unshownFiles()).toEqual([]);
  }, 60_000);

  it('a direct upload no record shows is deleted after a day; one a record shows stays', async () => {
    const unused = await directUpload(await png('#aa7744'));
    const used = await directUpload(await png('#44aa77'));
    await t.admin
      .post('/api/admin/gallery-images')
      .send({ title: 'Verwendet', category: 'massivstufen', imageUrl: used, isActive: false })
      .expect(201);
    // Both wait for their day; the sweep leaves them alone until then.
    await t.app.get(Outbox).sweep('objectDeletions');
    expect(await filesOf(unused)).toHaveLength(1);
    expect(await unshownFiles()).toEqual(await filesOf(unused));

    // A day later (moved back in the database rather than waited for), the sweep queues their deletions.
    await t.db.query(
      `UPDATE object_deletions SET due_at = due_at - interval '25 hours', created_at = created_at - interval '25 hours'
        WHERE object_key = ANY($1::text[])`,
      [[stemOfUrl(unused), stemOfUrl(used)]],
    );
    await t.app.get(Outbox).sweep('objectDeletions');
    await deletionsDone();
    expect(await filesOf(unused)).toEqual([]);
    expect((await filesOf(used)).length).toBeGreaterThan(0);
    expect(await unshownFiles()).toEqual([]);
  }, 60_000);
});
