import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { NestFactory } from '@nestjs/core';
import sharp from 'sharp';
import request from 'supertest';
import { GALLERY_MESSAGES, type GalleryImage } from '@stairs/contracts';
import { WorkerModule } from '../src/worker.module';
import { adminAgent } from './helpers/admin';
import { createTestApp } from './helpers/test-app';

const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** API and worker of one configuration, with an admin session. */
async function startSite(env: Record<string, string> = {}) {
  const api = await createTestApp({ env });
  const worker = await NestFactory.createApplicationContext(WorkerModule.register(api.config), {
    logger: false,
  });
  const admin = await adminAgent(api.server);
  const upload = async (bytes: Buffer, filename: string): Promise<GalleryImage> =>
    (
      await admin
        .post('/api/admin/gallery-images/upload')
        .attach('image', bytes, { filename, contentType: 'image/jpeg' })
        .expect(200)
    ).body.image as GalleryImage;
  const close = async () => {
    await worker.close();
    await api.close();
  };
  return { api, worker, admin, upload, close };
}

describe('AI descriptions (worker job, the admin call waits)', () => {
  describe('local provider (no AI endpoint configured)', () => {
    let site: Awaited<ReturnType<typeof startSite>>;
    beforeAll(async () => {
      site = await startSite();
    });
    afterAll(async () => {
      await site?.close();
    });

    it('describes two different pictures differently', async () => {
      const dark = await site.upload(await picture(600, 900, '#4a2f1d'), 'nussbaum.jpg');
      const bright = await site.upload(await picture(1200, 800, '#e9e4da'), 'hell.jpg');

      const first = await site.admin.post(`/api/admin/gallery-images/${dark.id}/ai-description`).expect(200);
      const second = await site.admin
        .post(`/api/admin/gallery-images/${bright.id}/ai-description`)
        .expect(200);
      expect(first.body.success).toBe(true);
      expect(typeof first.body.description).toBe('string');
      expect(first.body.description).not.toBe(second.body.description);
      // What it measured (the dark wood), never the file name: an upload has no title, and a title is not
      // repeated at the start of the text.
      expect(first.body.description).toMatch(/^Die .*Nussbaumholz/);
    });

    it('describes a freshly uploaded picture for the add form, before it is a gallery image', async () => {
      const ticket = (await site.admin.post('/api/objects/upload').expect(200)).body as { uploadURL: string };
      const put = await site.admin
        .put(ticket.uploadURL)
        .set('Content-Type', 'image/jpeg')
        .send(await picture(900, 600, '#c8a070'))
        .expect(200);
      const res = await site.admin
        .post('/api/admin/gallery-images/ai-description')
        .send({ imageUrl: put.body.imageUrl, title: 'Eiche hell', category: 'finished' })
        .expect(200);
      expect(res.body.description).toMatch(/^Die /);
      expect(res.body.description).not.toContain('Eiche hell');
      expect(res.body.description).toContain('fertige Projekt');

      const missing = await site.admin
        .post('/api/admin/gallery-images/ai-description')
        .send({ imageUrl: '/objects/gallery/gibt-es-nicht.jpg' })
        .expect(400);
      expect(missing.body.message).toBe(GALLERY_MESSAGES.aiNeedsImage);
    });

    it('answers a German 400 for an image that has no stored picture, 404 for an unknown one, 401 signed out', async () => {
      const external = (
        await site.admin
          .post('/api/admin/gallery-images')
          .send({ title: 'Extern', category: 'massivstufen', imageUrl: 'https://www.example.at/x.jpg' })
          .expect(201)
      ).body as GalleryImage;
      const res = await site.admin
        .post(`/api/admin/gallery-images/${external.id}/ai-description`)
        .expect(400);
      expect(res.body.message).toBe(GALLERY_MESSAGES.aiNeedsImage);
      await site.admin
        .post('/api/admin/gallery-images/0b7e4c1a-5d3f-4e2a-9c8b-1f2e3d4c5b6a/ai-description')
        .expect(404);
      await request(site.api.server)
        .post(`/api/admin/gallery-images/${external.id}/ai-description`)
        .expect(401);
    });
  });

  describe('OpenAI-compatible endpoint (a local server speaking that API)', () => {
    let site: Awaited<ReturnType<typeof startSite>>;
    let ai: Server;
    const received: { authorization?: string; body: Record<string, unknown> }[] = [];
    /** How many of the next calls fail. */
    let failuresAhead = 0;

    beforeAll(async () => {
      ai = createServer((req: IncomingMessage, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          received.push({
            authorization: req.headers.authorization,
            body: JSON.parse(body) as Record<string, unknown>,
          });
          if (req.url !== '/v1/chat/completions' || failuresAhead > 0) {
            failuresAhead -= 1;
            res.writeHead(500).end('{"error":"boom"}');
            return;
          }
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(
            JSON.stringify({
              choices: [
                { message: { role: 'assistant', content: ' Helle Eichenstufen im Wiener Altbau. ' } },
              ],
            }),
          );
        });
      });
      await new Promise<void>((resolve) => ai.listen(0, '127.0.0.1', resolve));
      const { port } = ai.address() as AddressInfo;
      site = await startSite({
        AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
        AI_API_KEY: 'test-key',
        AI_MODEL: 'vision-test',
      });
    });
    afterAll(async () => {
      await site?.close();
      await new Promise((resolve) => ai?.close(resolve));
    });

    it('sends the picture with title and category and answers the endpoint’s text', async () => {
      const image = await site.upload(await picture(800, 600, '#c8a070'), 'eiche.jpg');
      const res = await site.admin
        .post('/api/admin/gallery-images/ai-description')
        .send({ imageUrl: image.imageUrl, title: 'Eiche hell', category: 'finished' })
        .expect(200);
      expect(res.body).toEqual({ success: true, description: 'Helle Eichenstufen im Wiener Altbau.' });

      const call = received.at(-1);
      expect(call?.authorization).toBe('Bearer test-key');
      expect(call?.body.model).toBe('vision-test');
      const text = JSON.stringify(call?.body.messages);
      expect(text).toContain('data:image/jpeg;base64,');
      expect(text).toContain('Titel: Eiche hell');
    });

    it('a failing endpoint gives the German error, not a 500', async () => {
      const image = await site.upload(await picture(400, 300, '#806040'), 'fehler.jpg');
      // Both attempts (the job retries once) fail.
      failuresAhead = 2;
      const res = await site.admin.post(`/api/admin/gallery-images/${image.id}/ai-description`);
      expect(res.status).toBe(502);
      expect(res.body.message).toBe(GALLERY_MESSAGES.aiDescriptionFailed);
    });
  });
});
