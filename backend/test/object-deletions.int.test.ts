import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type BlogArticle, type GalleryImage } from '@stairs/contracts';
import sharp from 'sharp';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { WorkerModule } from '../src/worker.module';
import { adminAgent } from './helpers/admin';
import { createTestApp, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

// s3rver has no type declarations; this is the part the test uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
};

const BUCKET = 'stairs-test';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Deleting what owns stored pictures removes the pictures too, through a queued job: the storage is a real
 * S3-compatible server on 127.0.0.1 (s3rver), stopped for a while to show that an outage delays the delete.
 */
describe('nothing orphaned in the object store', () => {
  let directory: string;
  let s3: InstanceType<typeof S3rver> | undefined;
  let port = 0;
  let api: TestApp;
  let worker: INestApplicationContext | undefined;
  let admin: TestAgent;
  let client: S3Client;

  async function startS3(): Promise<void> {
    s3 = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    port = (await s3.run()).port;
  }

  /** Every key in the bucket, sorted. */
  async function storedKeys(): Promise<string[]> {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  }

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'stairs-s3rver-'));
    await startS3();
    const endpoint = `http://127.0.0.1:${port}`;
    api = await createTestApp({
      env: {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      },
    });
    worker = await NestFactory.createApplicationContext(WorkerModule.register(api.config), { logger: false });
    admin = await adminAgent(api.server);
    client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: CREDENTIALS,
    });
  });
  afterAll(async () => {
    client?.destroy();
    await worker?.close();
    await api?.close();
    await s3?.close();
    await rm(directory, { recursive: true, force: true });
  });

  const png = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a5230' } })
      .png()
      .toBuffer();

  it('a deleted gallery image takes its original and every optimized version with it', async () => {
    const upload = await admin
      .post('/api/admin/gallery-images/upload')
      .attach('image', await png(), 'eiche.png')
      .expect(200);
    const image = upload.body.image as GalleryImage;
    const stem = (image.imageUrl.match(/^\/objects\/(gallery\/[0-9a-f-]+)\./) ?? [])[1] ?? '';
    expect(stem).not.toBe('');
    const family = await waitFor(async () => {
      const keys = (await storedKeys()).filter((key) => key.startsWith(`${stem}.`));
      return keys.length === 4 ? keys : undefined; // the original and its three optimized versions
    }, 20_000);
    expect(family).toHaveLength(4);

    await admin.delete(`/api/admin/gallery-images/${image.id}`).expect(200);
    await waitFor(async () =>
      (await storedKeys()).some((key) => key.startsWith(`${stem}.`)) ? undefined : true,
    );
  });

  it('a picture another record still shows is kept', async () => {
    const first = await admin
      .post('/api/admin/gallery-images/upload')
      .attach('image', await png(), 'a.png')
      .expect(200);
    const shared = (first.body.image as GalleryImage).imageUrl;
    const second = await admin
      .post('/api/admin/gallery-images')
      .send({ title: 'Zweite', category: 'massivstufen', imageUrl: shared, isActive: false })
      .expect(201);
    const key = shared.slice('/objects/'.length);
    await admin.delete(`/api/admin/gallery-images/${(first.body.image as GalleryImage).id}`).expect(200);
    const db = api.app.get(DataSource);
    // The deletion has run (its row is marked), and the picture the second image shows is still there. (An
    // upload's own row waits for its day.)
    await waitFor(async () => {
      const [{ pending }] = (await db.query(
        'SELECT count(*)::int AS pending FROM object_deletions WHERE deleted_at IS NULL AND due_at <= now()',
      )) as [{ pending: number }];
      return pending === 0 ? true : undefined;
    }, 20_000);
    expect(await storedKeys()).toContain(key);
    await admin.delete(`/api/admin/gallery-images/${(second.body as GalleryImage).id}`).expect(200);
    await waitFor(async () => ((await storedKeys()).includes(key) ? undefined : true), 20_000);
  });

  it('a deleted blog article takes its photo, also when the storage was down at the time', async () => {
    const draft = await request(api.server)
      .post('/api/blog/quick-upload?filename=stiege.png')
      .set('Content-Type', 'image/png')
      .send(await png())
      .expect(201);
    const id = (draft.body as { article: Pick<BlogArticle, 'id'> }).article.id;
    const photos = (await storedKeys()).filter((key) => key.startsWith('blog/'));
    expect(photos).toHaveLength(1);

    await s3?.close();
    try {
      await admin.delete(`/api/blog/article/${id}`).expect(200);
      // Let the first attempt fail against the stopped storage.
      await new Promise((resolve) => setTimeout(resolve, 1500));
    } finally {
      await startS3();
    }
    expect(await storedKeys()).toEqual(expect.arrayContaining(photos));
    await waitFor(
      async () => ((await storedKeys()).some((key) => key.startsWith('blog/')) ? undefined : true),
      30_000,
    );
  }, 60_000);
});
