import { randomBytes } from 'node:crypto';
import { open, readdir } from 'node:fs/promises';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BLOG_LIMITS, BLOG_MESSAGES, GALLERY_MESSAGES } from '@stairs/contracts';
import request from 'supertest';
import { photoLikeJpeg } from './helpers/photo';
import { testAppForSuite } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

/** Generous: the checks poll, and a busy machine may take long; a passing run takes a fraction of it. */
const POLL_TIMEOUT_MS = 60_000;

/**
 * The staged upload (in the system's temporary directory) that holds these bytes, found by its content: other
 * test files upload at the same time. Undefined when there is none.
 */
async function stagedFileOf(bytes: Buffer): Promise<string | undefined> {
  const dir = tmpdir();
  const head = bytes.subarray(0, 64 * 1024);
  for (const name of await readdir(dir)) {
    if (!name.startsWith('stairs-upload-')) continue;
    try {
      const file = await open(path.join(dir, name));
      try {
        const { bytesRead, buffer } = await file.read(Buffer.alloc(head.length), 0, head.length, 0);
        if (bytesRead === head.length && buffer.equals(head)) return name;
      } finally {
        await file.close();
      }
    } catch (error) {
      // Removed between the listing and the read: not the one.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return undefined;
}

/**
 * An upload (up to 50 MB, from anyone) is written to a temporary file as it arrives, never held whole in the
 * API's memory, and every outcome removes that file before the answer goes out.
 */
describe('uploads wait in temporary files', () => {
  const t = testAppForSuite({ admin: true });
  let port = 0;
  beforeAll(async () => {
    // Raw requests below: bodies sent in parts and without a length, which supertest cannot send.
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    port = (t.server.address() as AddressInfo).port;
  });

  /** A raw photo upload: its answer (status and body), or the error that ended it. */
  function rawUpload(headers: http.OutgoingHttpHeaders) {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/blog/quick-upload?filename=stiege.jpg',
      headers: { 'Content-Type': 'image/jpeg', ...headers },
      // Its own connection: one the test destroys must not be reused.
      agent: false,
    });
    const answer = new Promise<{ status: number; body: string } | string>((resolve) => {
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    return { req, answer };
  }

  it('a body on its way is in a file, not in memory; a client that leaves takes its file with it', async () => {
    const firstPart = randomBytes(1024 * 1024);
    const upload = rawUpload({ 'Content-Length': 5 * 1024 * 1024 });
    upload.req.write(firstPart);
    await waitFor(() => stagedFileOf(firstPart), POLL_TIMEOUT_MS);
    upload.req.destroy();
    await waitFor(async () => ((await stagedFileOf(firstPart)) ? undefined : true), POLL_TIMEOUT_MS);
  });

  it('a stored photo and every refusal leave no file behind', async () => {
    const photo = await photoLikeJpeg(400, 300);
    await request(t.server)
      .post('/api/blog/quick-upload?filename=stiege.jpg')
      .set('Content-Type', 'image/jpeg')
      .send(photo)
      .expect(201);
    expect(await stagedFileOf(photo)).toBeUndefined();

    const junk = randomBytes(100_000);
    const refused = await request(t.server)
      .post('/api/blog/quick-upload?filename=stiege.jpg')
      .set('Content-Type', 'image/jpeg')
      .send(junk)
      .expect(400);
    expect((refused.body as { message: string }).message).toBe(GALLERY_MESSAGES.uploadNotAnImage);
    expect(await stagedFileOf(junk)).toBeUndefined();

    const otherPhoto = await photoLikeJpeg(300, 400);
    await t.admin
      .post('/api/admin/gallery-images/upload')
      .attach('image', otherPhoto, 'stiege.jpg')
      .expect(200);
    expect(await stagedFileOf(otherPhoto)).toBeUndefined();
    const otherJunk = randomBytes(100_000);
    await t.admin
      .post('/api/admin/gallery-images/upload')
      .attach('image', otherJunk, 'stiege.jpg')
      .expect(400);
    expect(await stagedFileOf(otherJunk)).toBeUndefined();
  });

  it('a body declared above the limit is a 413 its sender reads after sending it whole', async () => {
    // 1 byte above the API's limit passes the gateway (51 MB there), so the API's own refusal must reach it too.
    const upload = rawUpload({ 'Content-Length': BLOG_LIMITS.photoMaxBytes + 1 });
    upload.req.end(Buffer.alloc(BLOG_LIMITS.photoMaxBytes + 1, 0xff));
    expect(await upload.answer).toEqual({
      status: 413,
      body: expect.stringContaining(BLOG_MESSAGES.photoTooLarge) as string,
    });
  });

  it('a body that passes the limit while it arrives is a 413 its sender reads, and leaves no file behind', async () => {
    // Sent without a length, so only the bytes tell.
    const chunk = randomBytes(1024 * 1024);
    const upload = rawUpload({ 'Transfer-Encoding': 'chunked' });
    for (let sent = 0; sent <= BLOG_LIMITS.photoMaxBytes; sent += chunk.length) upload.req.write(chunk);
    upload.req.end();
    expect(await upload.answer).toEqual({
      status: 413,
      body: expect.stringContaining(BLOG_MESSAGES.photoTooLarge) as string,
    });
    expect(await stagedFileOf(chunk)).toBeUndefined();
  });
});
