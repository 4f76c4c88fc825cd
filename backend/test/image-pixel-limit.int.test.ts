import { readdir } from 'node:fs/promises';
import request from 'supertest';
import { BLOG_LIMITS, BLOG_MESSAGES, GALLERY_LIMITS, GALLERY_MESSAGES } from '@stairs/contracts';
import { blackPng } from './helpers/huge-png';
import { testAppForSuite } from './helpers/test-app';

/** A picture of about `pixels` pixels, 4:3. */
function pngOf(pixels: number): Buffer {
  const width = Math.ceil(Math.sqrt((pixels * 4) / 3));
  return blackPng(width, Math.ceil(pixels / width));
}

describe('image uploads are refused above a pixel limit read from the header, before decoding', () => {
  const t = testAppForSuite({ admin: true });

  const storedCount = async () =>
    (await readdir(t.config.objectsDir, { recursive: true }).catch(() => [])).filter((name) =>
      name.includes('.'),
    ).length;

  const multipart = (bytes: Buffer) =>
    t.admin.post('/api/admin/gallery-images/upload').attach('image', bytes, 'treppe.png');
  const direct = async (bytes: Buffer) => {
    const ticket = (await t.admin.post('/api/objects/upload').expect(200)).body as { uploadURL: string };
    return t.admin.put(ticket.uploadURL).set('Content-Type', 'image/png').send(bytes);
  };
  const quick = (bytes: Buffer) =>
    request(t.server).post('/api/blog/quick-upload').set('Content-Type', 'image/png').send(bytes);

  it('a 16000 × 16000 PNG of about 31 KB: German 400 on every upload path, nothing stored', async () => {
    const bomb = blackPng(16000, 16000);
    expect(bomb.length).toBeLessThan(40_000);
    const before = await storedCount();
    for (const [send, message] of [
      [multipart, GALLERY_MESSAGES.uploadTooManyPixels],
      [direct, GALLERY_MESSAGES.uploadTooManyPixels],
      [quick, BLOG_MESSAGES.photoTooManyPixels],
    ] as const) {
      const started = process.cpuUsage();
      const res = await send(bomb);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
      // Read from the header: no decoding of 256 million pixels behind the answer. CPU time of this process (the
      // app runs in it), not wall-clock time, which a busy machine stretches.
      const spent = process.cpuUsage(started);
      expect((spent.user + spent.system) / 1000).toBeLessThan(2000);
    }
    expect(await storedCount()).toBe(before);
  });

  it('the public upload is stricter: a picture between the two limits is taken from the admin only', async () => {
    expect(BLOG_LIMITS.photoMaxPixels).toBeLessThan(GALLERY_LIMITS.uploadMaxPixels);
    const between = pngOf((BLOG_LIMITS.photoMaxPixels + GALLERY_LIMITS.uploadMaxPixels) / 2);
    const refused = await quick(between);
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 400,
      message: BLOG_MESSAGES.photoTooManyPixels,
    });
    expect((await direct(between)).status).toBe(200);
    await quick(pngOf(BLOG_LIMITS.photoMaxPixels - 10_000)).expect(201);
  });
});
