import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { LocalObjectStorage } from '../src/storage/local-object-storage';
import { type ObjectStorage } from '../src/storage/object-storage';
import { S3ObjectStorage } from '../src/storage/s3-object-storage';
import { adminAgent } from './helpers/admin';
import { createTestApp } from './helpers/test-app';

// s3rver has no type declarations; this is the part the test uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
};

const BUCKET = 'stairs-test';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A real S3-compatible server on 127.0.0.1 (s3rver), with one bucket, for the S3 driver. */
async function startS3(): Promise<{ endpoint: string; close(): Promise<void> }> {
  const directory = await mkdtemp(path.join(tmpdir(), 'stairs-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

describe.each(['local', 's3'] as const)('object storage driver: %s', (driver) => {
  let storage: ObjectStorage;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (driver === 'local') {
      const directory = await mkdtemp(path.join(tmpdir(), 'stairs-objects-'));
      storage = new LocalObjectStorage(directory);
      cleanup = () => rm(directory, { recursive: true, force: true });
    } else {
      const s3 = await startS3();
      const s3Storage = new S3ObjectStorage({
        endpoint: s3.endpoint,
        region: 'us-east-1',
        bucket: BUCKET,
        forcePathStyle: true,
        ...CREDENTIALS,
      });
      storage = s3Storage;
      cleanup = async () => {
        s3Storage.destroy();
        await s3.close();
      };
    }
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it('stores, reads, tells existence and deletes objects', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    expect(await storage.exists('gallery/a1.jpg')).toBe(false);
    expect(await storage.get('gallery/a1.jpg')).toBeNull();
    await storage.put('gallery/a1.jpg', bytes, 'image/jpeg');
    expect(await storage.exists('gallery/a1.jpg')).toBe(true);
    expect(Buffer.compare((await storage.get('gallery/a1.jpg')) ?? Buffer.alloc(0), bytes)).toBe(0);
    await storage.delete('gallery/a1.jpg');
    await storage.delete('gallery/a1.jpg'); // missing is fine
    expect(await storage.exists('gallery/a1.jpg')).toBe(false);
  });

  it('refuses keys that could leave their place', async () => {
    for (const key of ['../x.jpg', 'gallery/../../x.jpg', '/abs.jpg', 'Gallery/X.JPG', 'noext']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow('Invalid object key');
    }
  });
});

describe('the site on an S3-compatible bucket', () => {
  it('an uploaded image is stored in the bucket and served under /objects/', async () => {
    const s3 = await startS3();
    const t = await createTestApp({
      env: {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: 'us-east-1',
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      },
    });
    try {
      const admin = await adminAgent(t.server);
      const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#a0703c' } })
        .jpeg()
        .toBuffer();
      const upload = await admin
        .post('/api/admin/gallery-images/upload')
        .attach('image', jpeg, { filename: 'treppe.jpg', contentType: 'image/jpeg' })
        .expect(200);
      const served = await request(t.server)
        .get(upload.body.imageUrl as string)
        .expect(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(Buffer.compare(served.body as Buffer, jpeg)).toBe(0);
    } finally {
      await t.close();
      await s3.close();
    }
  });
});
