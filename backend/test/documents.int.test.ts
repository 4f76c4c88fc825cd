import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  type ConcreteCalculationResult,
  formatEuro,
  type RenovationCalculationResult,
} from '@stairs/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DocumentArchiveService } from '../src/documents';
import { SERVED_HTML_CSP } from '../src/documents/documents.controller';
import { WorkerModule } from '../src/worker.module';
import { adminAgent } from './helpers/admin';
import { createTestApp, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

/** Content, not layout: plain spaces for Intl's no-break spaces, no whitespace between tags. */
const plain = (text: string): string =>
  text
    .replace(/\u00a0|\u202f/g, ' ')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ');

function binary(res: request.Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

describe('quote documents: live HTML, worker-rendered archive, admin endpoints', () => {
  jest.setTimeout(90_000);
  let t: TestApp;
  let admin: TestAgent;
  let documentsDir: string;
  let concrete: ConcreteCalculationResult;
  let renovation: RenovationCalculationResult;

  beforeAll(async () => {
    documentsDir = join(await mkdtemp(join(tmpdir(), 'stairs-documents-test-')), 'archive');
    t = await createTestApp({ env: { DOCUMENTS_DIR: documentsDir } });
    admin = await adminAgent(t.server);
    concrete = (
      await request(t.server)
        .post('/api/calculate-concrete')
        .send({ stepCount: 10, stepWidth: 100, stepDepth: 30 })
        .expect(200)
    ).body as ConcreteCalculationResult;
    renovation = (
      await request(t.server)
        .post('/api/calculate-renovation')
        .send({ stepCount: 10, stepWidth: 100, condition: 'poor' })
        .expect(200)
    ).body as RenovationCalculationResult;
  });

  afterAll(async () => {
    await t?.close();
    await rm(dirname(documentsDir), { recursive: true, force: true });
  });

  describe('public quote pages (rendered live, before any worker ran)', () => {
    it('GET /api/concrete-html/{id} is a German quote page with a strict CSP', async () => {
      const res = await request(t.server).get(`/api/concrete-html/${concrete.id}`).expect(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toBe(SERVED_HTML_CSP);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const page = plain(res.text);
      expect(page).toContain(`<title>${concrete.quoteNumber}</title>`);
      expect(page).toContain('Unverbindlicher Kostenvoranschlag');
      expect(page).toContain('Gesamtbetrag (brutto)</th><td>€ 390,00');
      expect(page).toContain('Gesamtbetrag (brutto)</th><td>€ 300,00');
      expect(page).toContain('darin enthalten 20 % USt.</th><td>€ 65,00');
      expect(page).toContain('Nettobetrag</th><td>€ 325,00');
      expect(page).toContain(t.config.site.companyName.replace(/&/g, '&amp;'));
    });

    it('GET /api/renovation-html/{id} shows the condition and the assumed depth', async () => {
      const res = await request(t.server).get(`/api/renovation-html/${renovation.id}`).expect(200);
      const page = plain(res.text);
      expect(page).toContain('<dt>Zustand</dt><dd>Schlecht</dd>');
      expect(page).toContain('Standard-Stufentiefe von 30 cm angenommen');
      expect(page).toContain(`Gesamtbetrag (brutto)</th><td>€ ${renovation.covering.total},00`);
    });

    it('the page, the document and the WhatsApp figures agree to the cent and the millimetre', async () => {
      const input = { stepCount: 13, stepWidth: 87.5, condition: 'fair' } as const;
      const result = (await request(t.server).post('/api/calculate-renovation').send(input).expect(200))
        .body as RenovationCalculationResult;
      const page = plain((await request(t.server).get(`/api/renovation-html/${result.id}`).expect(200)).text);
      // The visitor typed 87.5: the document says so (it once printed "88 cm" for a price computed on 87.5).
      expect(page).toContain('<dt>Treppenbreite</dt><dd>87,5 cm</dd>');
      // Every amount the API returned (which the page and the WhatsApp text print with the same formatter)
      // stands in the document.
      for (const euros of [
        result.sanding.work,
        result.sanding.finish,
        result.sanding.total,
        result.covering.material,
        result.covering.labor,
        result.covering.total,
      ]) {
        expect(page).toContain(`<td>${plain(formatEuro(euros))}</td>`);
      }
      expect(result.sanding.work + result.sanding.finish).toBeCloseTo(result.sanding.total, 10);
      expect(result.recommendedOption).toBe('covering');
    });

    it('404 in German for an unknown id or the other calculator type', async () => {
      for (const url of [
        `/api/concrete-html/${randomUUID()}`,
        `/api/renovation-html/${concrete.id}`,
        `/api/concrete-html/${renovation.id}`,
      ]) {
        const res = await request(t.server).get(url).expect(404);
        expect(res.body).toMatchObject({ statusCode: 404, message: 'Kostenvoranschlag nicht gefunden.' });
      }
    });

    it('400 in German for an id that is not a UUID', async () => {
      const res = await request(t.server).get('/api/concrete-html/42').expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, message: 'Ungültige ID.' });
    });
  });

  describe('admin endpoints', () => {
    it.each([
      ['get', '/api/admin/html'],
      ['get', '/api/admin/pdfs'],
      ['get', '/api/admin/html/KV-2026-000001-betonstufen.html'],
      ['delete', '/api/admin/html/KV-2026-000001-betonstufen.html'],
      ['get', '/api/admin/pdfs/KV-2026-000001-betonstufen.pdf'],
      ['delete', '/api/admin/pdfs/KV-2026-000001-betonstufen.pdf'],
      ['get', '/api/concrete-html/quote/5d2b4c9e-3f5a-4d8e-9b1c-7a6f0e2d4c11'],
      ['get', '/api/renovation-html/quote/5d2b4c9e-3f5a-4d8e-9b1c-7a6f0e2d4c11'],
    ] as const)('%s %s answers 401 without a session', async (method, url) => {
      const res = await request(t.server)[method](url).expect(401);
      expect(res.body).toMatchObject({ message: 'Anmeldung erforderlich' });
    });

    it('the admin view of a quote request opens /api/{type}-html/quote/{quoteId}', async () => {
      const res = await admin.get(`/api/concrete-html/quote/${concrete.id}`).expect(200);
      expect(res.text).toContain(concrete.quoteNumber);
      await admin.get(`/api/renovation-html/quote/${concrete.id}`).expect(404);
      await admin.get('/api/renovation-html/quote/nope').expect(400);
    });
  });

  describe('worker → archive → admin archive endpoints', () => {
    let worker: INestApplicationContext | undefined;

    afterAll(async () => {
      await worker?.close();
    });

    it('the worker renders HTML and PDF of both calculations into the archive', async () => {
      worker = await NestFactory.createApplicationContext(WorkerModule.register(t.config), { logger: false });
      const expected = [
        `${concrete.quoteNumber}-betonstufen.pdf`,
        `${renovation.quoteNumber}-renovierung.pdf`,
      ].sort();
      const pdfs = await waitFor(async () => {
        const res = await admin.get('/api/admin/pdfs').expect(200);
        const { items } = res.body as { items: { filename: string }[] };
        const names = items.map((entry) => entry.filename).sort();
        return expected.every((name) => names.includes(name)) ? items : undefined;
      }, 60_000);
      expect(pdfs[0]).toEqual({
        filename: expect.stringMatching(/^KV-\d{4}-\d{6}-(betonstufen|renovierung)\.pdf$/),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        size: expect.any(Number),
      });
      const html = await admin.get('/api/admin/html').expect(200);
      expect((html.body as { items: { filename: string }[] }).items.map((entry) => entry.filename)).toEqual(
        expect.arrayContaining([
          `${concrete.quoteNumber}-betonstufen.html`,
          `${renovation.quoteNumber}-renovierung.html`,
        ]),
      );
    });

    it('downloads a PDF as an attachment', async () => {
      const filename = `${concrete.quoteNumber}-betonstufen.pdf`;
      const res = await admin.get(`/api/admin/pdfs/${filename}`).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
      const body = res.body as Buffer;
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    it('downloads an archived HTML as an attachment, then deletes it', async () => {
      const filename = `${concrete.quoteNumber}-betonstufen.html`;
      const res = await admin.get(`/api/admin/html/${filename}`).expect(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
      expect(res.headers['content-security-policy']).toBe(SERVED_HTML_CSP);
      expect(res.text).toContain(concrete.quoteNumber);

      const deleted = await admin.delete(`/api/admin/html/${filename}`).expect(200);
      expect(deleted.body).toMatchObject({ success: true });
      await admin.get(`/api/admin/html/${filename}`).expect(404);
      const again = await admin.delete(`/api/admin/html/${filename}`).expect(404);
      expect(again.body).toMatchObject({ message: 'Datei nicht gefunden.' });
    });
  });

  describe('a request filename is never a path', () => {
    beforeAll(async () => {
      const archive = t.app.get(DocumentArchiveService, { strict: false });
      await archive.save('concrete', 'KV-2026-000777', 'html', '<p>archived</p>');
      // Bait next to and above the archive directory.
      await writeFile(join(dirname(documentsDir), 'secret.html'), 'secret');
      await writeFile(join(documentsDir, 'passwd'), 'root:x:0:0');
    });

    it.each([
      '..%2Fsecret.html',
      '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '..%252Fsecret.html',
      '..%5Csecret.html',
      '%2Fetc%2Fpasswd',
      'passwd',
      'KV-2026-000777-betonstufen.HTML',
      'KV-2026-000778-betonstufen.html',
      'KV-2026-000777-betonstufen.pdf',
    ])('GET/DELETE /api/admin/html/%s → 404', async (name) => {
      const get = await admin.get(`/api/admin/html/${name}`);
      expect(get.status).toBe(404);
      expect(get.text).not.toContain('secret');
      expect(get.text).not.toContain('root:x');
      expect((await admin.delete(`/api/admin/html/${name}`)).status).toBe(404);
    });

    it('a NUL in the name is refused before the handler (the input guard), the archived file untouched', async () => {
      const name = 'KV-2026-000777-betonstufen.html%00.txt';
      const get = await admin.get(`/api/admin/html/${name}`);
      expect(get.status).toBe(400);
      expect(get.text).not.toContain('archived');
      expect((await admin.delete(`/api/admin/html/${name}`)).status).toBe(400);
      expect((await admin.get('/api/admin/html/KV-2026-000777-betonstufen.html')).text).toContain('archived');
    });

    it('unencoded dot segments never reach the handler', async () => {
      for (const url of ['/api/admin/html/../../etc/passwd', '/api/admin/pdfs/../secret.html']) {
        const res = await admin.get(url);
        expect([400, 401, 404]).toContain(res.status);
        expect(res.text).not.toContain('root:');
      }
    });

    it('the listed file is still there and readable', async () => {
      const res = await admin.get('/api/admin/html/KV-2026-000777-betonstufen.html').expect(200);
      expect(res.text).toBe('<p>archived</p>');
    });
  });
});
