import { getRepositoryToken } from '@nestjs/typeorm';
import sharp from 'sharp';
import request from 'supertest';
import { type Repository } from 'typeorm';
import {
  GALLERY_MESSAGES,
  type GalleryImage,
  type GalleryImageInput,
  type HomepageImage,
  LEAD_MESSAGES,
  type QuoteRequest,
} from '@stairs/contracts';
import { GalleryImageEntity } from '../src/gallery/gallery-image.entity';
import { OptimizeImageHandler } from '../src/gallery/optimize-image.handler';
import { BackgroundTasks } from '../src/jobs/background-tasks.service';
import { Outbox } from '../src/jobs/outbox.service';
import { OBJECT_STORAGE, type ObjectStorage } from '../src/storage/object-storage';
import { testAppForSuite } from './helpers/test-app';
import { PublicPages } from '../src/pages/public-pages.service';

const UNKNOWN_ID = '0b7e4c1a-5d3f-4e2a-9c8b-1f2e3d4c5b6a';

function input(overrides: Partial<GalleryImageInput> = {}): GalleryImageInput {
  return {
    title: 'Eichenstufen Döbling',
    description: 'Massive Eiche, geölt',
    category: 'massivstufen',
    imageUrl: 'https://files.example-cdn.at/eiche.jpg',
    isActive: true,
    ...overrides,
  };
}

async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#9b6b3d' } })
    .jpeg()
    .toBuffer();
}

describe('gallery images, homepage images and uploads', () => {
  const t = testAppForSuite({ env: { IMAGE_SOURCE_HOSTS: 'files.example-cdn.at' }, admin: true });
  beforeEach(async () => {
    await t.db.query('DELETE FROM gallery_images');
  });

  const create = async (overrides: Partial<GalleryImageInput> = {}): Promise<GalleryImage> =>
    (await t.admin.post('/api/admin/gallery-images').send(input(overrides)).expect(201)).body as GalleryImage;

  describe('visibility', () => {
    it('lists only active images from an allowed source publicly; the admin list shows inactive ones too', async () => {
      const active = await create({ title: 'Aktiv' });
      const inactive = await create({ title: 'Inaktiv', isActive: false, sortOrder: 5 });
      // A source that was allowed once and is not any more (the configuration changed).
      await t.db.query(
        `INSERT INTO gallery_images (title, category, image_url, is_active) VALUES ('Fremd', 'massivstufen', 'https://elsewhere.example/x.jpg', true)`,
      );

      const publicList = (await request(t.server).get('/api/gallery-images').expect(200))
        .body as GalleryImage[];
      expect(publicList.map((image) => image.id)).toEqual([active.id]);

      const adminList = (await t.admin.get('/api/admin/gallery-images').expect(200)).body as GalleryImage[];
      // Newest first, whatever the display order: the operator's latest upload leads the grid.
      expect(adminList.map((image) => image.title)).toEqual(['Inaktiv', 'Aktiv']);
      expect(adminList.find((image) => image.id === inactive.id)?.isActive).toBe(false);
    });

    it('refuses an image URL from a source that is not allowed, with a German 400', async () => {
      for (const imageUrl of ['https://evil.example/x.jpg', 'http://files.example-cdn.at/x.jpg']) {
        const res = await t.admin.post('/api/admin/gallery-images').send(input({ imageUrl })).expect(400);
        expect(res.body.message).toBe(GALLERY_MESSAGES.imageSourceNotAllowed);
      }
      const res = await t.admin
        .post('/api/admin/gallery-images')
        .send(input({ imageUrl: 'javascript:alert(1)' }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(GALLERY_MESSAGES.urlInvalid);
    });

    it('filters the admin list by category', async () => {
      await create({ title: 'Parkett', category: 'fertigparkett' });
      await create({ title: 'Block', category: 'blockstufen' });
      const res = await t.admin.get('/api/admin/gallery-images?category=blockstufen').expect(200);
      expect((res.body as GalleryImage[]).map((image) => image.title)).toEqual(['Block']);
      const bad = await t.admin.get('/api/admin/gallery-images?category=fantasie').expect(400);
      expect(bad.body.message).toBe(GALLERY_MESSAGES.categoryInvalid);
    });
  });

  describe('categories and numbers', () => {
    it('stores the simpler category values as the canonical ones and refuses unknown ones', async () => {
      expect((await create({ category: 'process' })).category).toBe('arbeitsprozess');
      expect((await create({ category: 'finished' })).category).toBe('fertiges_projekt');
      const res = await t.admin
        .post('/api/admin/gallery-images')
        .send(input({ category: 'kunst' }))
        .expect(400);
      expect(res.body.message).toBe(GALLERY_MESSAGES.categoryInvalid);
    });

    it('makes a before/after image a vorher_nachher image and requires both pictures', async () => {
      const missing = await t.admin
        .post('/api/admin/gallery-images')
        .send(input({ isBeforeAfter: true, beforeImageUrl: 'https://files.example-cdn.at/v.jpg' }))
        .expect(400);
      expect(missing.body.message).toBe(GALLERY_MESSAGES.beforeAfterUrlsRequired);
      const pair = await create({
        category: 'massivstufen',
        isBeforeAfter: true,
        beforeImageUrl: 'https://files.example-cdn.at/v.jpg',
        afterImageUrl: 'https://files.example-cdn.at/n.jpg',
      });
      expect(pair.category).toBe('vorher_nachher');
    });

    it('assigns unique G-numbers from a sequence, also to concurrent creates, and ignores a sent number', async () => {
      const created = await Promise.all(
        Array.from({ length: 20 }, (_, i) => create({ title: `Bild ${i}`, galleryNumber: 'G-001' } as never)),
      );
      const numbers = created.map((image) => image.galleryNumber);
      expect(new Set(numbers).size).toBe(20);
      for (const number of numbers) expect(number).toMatch(/^G-\d{3,}$/);
    });

    it('updates every field with PUT, refuses a bad homepage order, and deletes', async () => {
      const image = await create();
      const updated = (
        await t.admin
          .put(`/api/admin/gallery-images/${image.id}`)
          .send(input({ title: 'Neu', showOnHomepage: true, homepageOrder: 3, isActive: false }))
          .expect(200)
      ).body as GalleryImage;
      expect(updated).toMatchObject({
        title: 'Neu',
        showOnHomepage: true,
        homepageOrder: 3,
        isActive: false,
      });
      expect(updated.galleryNumber).toBe(image.galleryNumber);

      const bad = await t.admin
        .put(`/api/admin/gallery-images/${image.id}`)
        .send(input({ homepageOrder: 11 }))
        .expect(400);
      expect(bad.body.message).toBe(GALLERY_MESSAGES.homepageOrderInvalid);

      await t.admin.delete(`/api/admin/gallery-images/${image.id}`).expect(200);
      const gone = await t.admin.delete(`/api/admin/gallery-images/${image.id}`).expect(404);
      expect(gone.body.message).toBe(GALLERY_MESSAGES.imageNotFound);
      await t.admin.put(`/api/admin/gallery-images/${UNKNOWN_ID}`).send(input()).expect(404);
    });
  });

  describe('GET /api/homepage-images', () => {
    it('lists active homepage images by homepage order (missing = 999) and may be cached 5 minutes', async () => {
      await create({ title: 'ohne Reihenfolge', showOnHomepage: true });
      await create({ title: 'zweiter', showOnHomepage: true, homepageOrder: 2 });
      await create({ title: 'erster', showOnHomepage: true, homepageOrder: 1 });
      await create({ title: 'inaktiv', showOnHomepage: true, homepageOrder: 1, isActive: false });
      await create({ title: 'nicht auf der Startseite' });

      const res = await request(t.server).get('/api/homepage-images').expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const images = res.body as HomepageImage[];
      expect(images.map((image) => image.title)).toEqual(['erster', 'zweiter', 'ohne Reihenfolge']);
      // The image itself is the after picture of the homepage slider.
      expect(images[0]?.afterImageUrl).toBe('https://files.example-cdn.at/eiche.jpg');
    });
  });

  describe('uploads', () => {
    it('turns an optimized upload into an inactive image, served with its own type and nosniff', async () => {
      const res = await t.admin
        .post('/api/admin/gallery-images/upload')
        .attach('image', await jpeg(800, 600), {
          filename: 'IMG_2041_treppe-eiche.jpeg',
          contentType: 'image/jpeg',
        })
        .expect(200);
      expect(res.body).toMatchObject({ success: true, message: GALLERY_MESSAGES.uploadStored });
      const image = res.body.image as GalleryImage;
      // A file name is no title: the operator gives one before the image goes live.
      expect(image).toMatchObject({ isActive: false, title: '' });
      expect(image.imageUrl).toMatch(/^\/objects\/gallery\/[0-9a-f-]{36}\.jpg$/);

      const served = await request(t.server).get(image.imageUrl).expect(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toContain('immutable');
      expect((await request(t.server).get('/api/gallery-images').expect(200)).body).toEqual([]);
    });

    it('refuses a text file named .jpg and a file over 10 MB with a German 4xx', async () => {
      const renamed = await t.admin
        .post('/api/admin/gallery-images/upload')
        .attach('image', Buffer.from('Das ist kein Bild, nur Text.\n'.repeat(50)), {
          filename: 'treppe.jpg',
          contentType: 'image/jpeg',
        })
        .expect(400);
      expect(renamed.body.message).toBe(GALLERY_MESSAGES.uploadNotAnImage);

      const huge = Buffer.concat([await jpeg(100, 100), Buffer.alloc(11 * 1024 * 1024)]);
      const tooLarge = await t.admin
        .post('/api/admin/gallery-images/upload')
        .attach('image', huge, { filename: 'gross.jpg', contentType: 'image/jpeg' })
        .expect(413);
      expect(tooLarge.body.message).toBe(GALLERY_MESSAGES.uploadTooLarge);

      const none = await t.admin.post('/api/admin/gallery-images/upload').field('title', 'x').expect(400);
      expect(none.body.message).toBe(GALLERY_MESSAGES.uploadMissing);
      expect(await t.db.query('SELECT 1 FROM gallery_images')).toEqual([]);
    });

    it('never takes an SVG, so a script in one can never be served', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
      );
      const res = await t.admin
        .post('/api/admin/gallery-images/upload')
        .attach('image', svg, { filename: 'bild.png', contentType: 'image/png' })
        .expect(400);
      expect(res.body.message).toBe(GALLERY_MESSAGES.uploadSvgRefused);
      // And nothing under /objects/ is ever answered as SVG or HTML.
      await request(t.server).get('/objects/gallery/bild.svg').expect(404);
      await request(t.server).get('/objects/../package.json').expect(404);
    });

    it('direct upload: a one-time URL, the PUT stores the image and answers its URL', async () => {
      const ticket = (await t.admin.post('/api/objects/upload').expect(200)).body as { uploadURL: string };
      expect(ticket.uploadURL).toMatch(/^\/api\/objects\/upload\/[0-9a-f]{48}$/);
      const bytes = await jpeg(640, 480);
      const put = await t.admin
        .put(ticket.uploadURL)
        .set('Content-Type', 'image/jpeg')
        .send(bytes)
        .expect(200);
      expect(put.body.imageUrl).toMatch(/^\/objects\/gallery\/[0-9a-f-]{36}\.jpg$/);
      const served = await request(t.server)
        .get(put.body.imageUrl as string)
        .expect(200);
      expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);

      const again = await t.admin
        .put(ticket.uploadURL)
        .set('Content-Type', 'image/jpeg')
        .send(bytes)
        .expect(400);
      expect(again.body.message).toBe(GALLERY_MESSAGES.uploadLinkInvalid);
      await request(t.server).post('/api/objects/upload').expect(401);
    });

    it('the worker replaces the original by a WebP ≤ 1920 px and a thumbnail, once', async () => {
      const upload = await t.admin
        .post('/api/admin/gallery-images/upload')
        .attach('image', await jpeg(3000, 2000), { filename: 'gross.jpg', contentType: 'image/jpeg' })
        .expect(200);
      const id = (upload.body.image as GalleryImage).id;
      await t.app.get(BackgroundTasks).idle();
      const handler = new OptimizeImageHandler(
        t.app.get<Repository<GalleryImageEntity>>(getRepositoryToken(GalleryImageEntity)),
        t.db,
        t.app.get<ObjectStorage>(OBJECT_STORAGE),
        t.app.get(Outbox),
        t.app.get(PublicPages),
      );

      expect((await handler.handle({ galleryImageId: id })).outcome).toBe('optimized');
      const [image] = (await t.admin.get('/api/admin/gallery-images').expect(200)).body as GalleryImage[];
      expect(image?.imageUrl).toMatch(/\.w1920\.webp$/);
      expect(image?.thumbnailUrl).toMatch(/\.w400\.webp$/);
      const served = await request(t.server)
        .get(image?.imageUrl ?? '')
        .expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(served.body as Buffer).metadata();
      expect([metadata.width, metadata.height]).toEqual([1920, 1280]);
      const [row] = await t.db.query('SELECT image_optimized_at FROM gallery_images WHERE id = $1', [id]);
      expect(row.image_optimized_at).not.toBeNull();

      // A repeated job (after an outage) finds the versions and renders nothing again.
      await t.db.query(`UPDATE gallery_images SET image_url = $2 WHERE id = $1`, [id, upload.body.imageUrl]);
      expect((await handler.handle({ galleryImageId: id })).outcome).toBe('reused');
    });

    it('an original replaced and deleted before the worker read it is nothing to do, not a failed job', async () => {
      const upload = await t.admin
        .post('/api/admin/gallery-images/upload')
        .attach('image', await jpeg(640, 480), { filename: 'alt.jpg', contentType: 'image/jpeg' })
        .expect(200);
      const image = upload.body.image as GalleryImage;
      const ticket = (await t.admin.post('/api/objects/upload').expect(200)).body as { uploadURL: string };
      const replacement = (
        await t.admin
          .put(ticket.uploadURL)
          .set('Content-Type', 'image/jpeg')
          .send(await jpeg(640, 480))
          .expect(200)
      ).body.imageUrl as string;
      const handler = new OptimizeImageHandler(
        t.app.get<Repository<GalleryImageEntity>>(getRepositoryToken(GalleryImageEntity)),
        t.db,
        t.app.get<ObjectStorage>(OBJECT_STORAGE),
        t.app.get(Outbox),
        t.app.get(PublicPages),
      );
      // The job read the row with the old original; then the operator replaced it and its deletion ran.
      const repository = t.app.get<Repository<GalleryImageEntity>>(getRepositoryToken(GalleryImageEntity));
      const readByJob = await repository.findOneByOrFail({ id: image.id });
      await t.admin
        .put(`/api/admin/gallery-images/${image.id}`)
        .send({ title: 'Ersetztes Bild', category: image.category, imageUrl: replacement, isActive: false })
        .expect(200);
      await t.app.get<ObjectStorage>(OBJECT_STORAGE).delete(image.imageUrl.slice('/objects/'.length));
      const read = jest.spyOn(repository, 'findOneBy').mockResolvedValueOnce(readByJob);
      try {
        expect(await handler.handle({ galleryImageId: image.id })).toEqual({ outcome: 'nothing-to-do' });
      } finally {
        read.mockRestore();
      }
    });
  });

  describe('POST /api/gallery-quote-request', () => {
    it('stores a price check as a quote request with the gallery number and message', async () => {
      const { galleryNumber } = await create();
      const res = await request(t.server)
        .post('/api/gallery-quote-request')
        .send({
          galleryNumber,
          customerName: ' Maria Muster ',
          customerEmail: 'maria@example.at',
          customerPhone: null,
          requestedService: 'renovation',
          message: 'Zwölf Stufen, Eiche',
        })
        .expect(200);
      expect(res.body).toEqual({ success: true, message: LEAD_MESSAGES.galleryRequestStored });
      const list = (await t.admin.get('/api/admin/quote-requests').expect(200)).body.items as QuoteRequest[];
      const stored = list.find((request) => request.customerName === 'Maria Muster');
      expect(stored).toMatchObject({ email: 'maria@example.at', service: 'renovation', phone: null });
      expect(JSON.parse(stored?.calculationData ?? '{}')).toEqual({
        galleryNumber,
        message: 'Zwölf Stufen, Eiche',
      });
    });

    it('a number the gallery does not show (unknown or inactive) is a German 400, nothing stored', async () => {
      const hidden = await create({ isActive: false });
      const before = await t.db.query('SELECT count(*) AS n FROM quote_requests');
      for (const galleryNumber of ['G-999999', hidden.galleryNumber]) {
        const res = await request(t.server)
          .post('/api/gallery-quote-request')
          .send({
            galleryNumber,
            customerName: 'Maria',
            customerEmail: 'maria@example.at',
            requestedService: 'custom',
          })
          .expect(400);
        expect(res.body.message).toBe(LEAD_MESSAGES.galleryNumberUnknown);
      }
      expect(await t.db.query('SELECT count(*) AS n FROM quote_requests')).toEqual(before);
    });

    it.each([
      [{ customerName: '' }, LEAD_MESSAGES.requiredFieldsMissing],
      [{ customerEmail: undefined }, LEAD_MESSAGES.requiredFieldsMissing],
      [{ requestedService: 'gold' }, LEAD_MESSAGES.galleryServiceInvalid],
      [{ galleryNumber: 'X-1' }, LEAD_MESSAGES.galleryNumberInvalid],
      [{ customerPhone: 'abc' }, LEAD_MESSAGES.phoneInvalid],
    ])('answers %j with a German 400', async (change, message) => {
      const body = {
        galleryNumber: 'G-071',
        customerName: 'Maria',
        customerEmail: 'maria@example.at',
        requestedService: 'custom',
        ...change,
      };
      const res = await request(t.server).post('/api/gallery-quote-request').send(body).expect(400);
      expect(res.body.message).toBe(message);
    });
  });
});
