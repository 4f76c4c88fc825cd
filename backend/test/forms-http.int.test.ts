import { createHash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import {
  API_MESSAGES,
  calculationResultPagePath,
  FORM_ACTIONS,
  FORM_PAGE_FRAME,
  tooManyRequestsMessage,
} from '@stairs/contracts';
import { CalculationsService } from '../src/calculations/calculations.service';
import { CROSS_SITE_MESSAGE } from '../src/common/same-origin-writes';
import { FORM_BODY_LIMIT } from '../src/forms/form-body';
import { parsePage, textOf } from './helpers/form-pages';
import { testAppForSuite } from './helpers/test-app';

const PUBLIC_URL = 'https://www.treppen.example';
const CONCRETE = { stepCount: '10', stepWidth: '100', stepDepth: '30' };
const UNKNOWN_ID = '0b7e4c1a-5d3f-4e2a-9c8b-1f2e3d4c5b6a';
const CONTACT = { name: 'Maria Muster', email: 'maria@example.at', message: 'Bitte um Rückruf.' };
/** A page the API still writes (the page server answers the contact, price-check and e-mail-to-blog forms). */
const NOT_FOUND_TITLE = 'Seite nicht gefunden';
const NOT_FOUND_PATH = '/api/forms/nichts';

/** The site's frame as the renderer writes it: slots in the title and the main content, an inline boot script. */
const BOOT_SCRIPT = "document.documentElement.dataset.boot='1';";
const frame = (marker: string) => `<!doctype html>
<html lang="de-AT"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>${FORM_PAGE_FRAME.titleSlot} | Treppenwerk</title>
<script>${BOOT_SCRIPT}</script>
<script type="application/json" id="stairs-page-state">{"queries":[]}</script>
<link rel="stylesheet" href="/assets/shell.css"></head>
<body><header>${marker}</header><main id="main">${FORM_PAGE_FRAME.contentSlot}</main><footer>Impressum</footer></body></html>`;

describe('form routes over HTTP: body types, refusals and failures as pages, the frame', () => {
  const t = testAppForSuite({
    env: { SITE_PUBLIC_URL: PUBLIC_URL, RATE_LIMIT_CALCULATIONS: '2', RATE_LIMIT_LEADS: '2' },
    admin: true,
  });
  const frameFile = () => path.join(t.config.pages.dir, FORM_PAGE_FRAME.file);
  let nextClient = 1;
  /** Every test its own client address, so the small rate limits of this app never mix between tests. */
  const client = () => `198.51.100.${nextClient++}`;
  afterEach(async () => {
    await rm(frameFile(), { force: true });
  });

  const post = (action: string, fields: Record<string, string>, ip = client()) =>
    request(t.server).post(action).set('X-Forwarded-For', ip).type('form').send(fields);

  /** A stored calculation's follow-up (the detailed quote, a form the API still answers), valid. */
  async function followUp(): Promise<{ calculationId: string; phone: string }> {
    const calculated = await request(t.server)
      .post('/api/calculate-concrete')
      .set('X-Forwarded-For', client())
      .send(CONCRETE)
      .expect(200);
    return { calculationId: (calculated.body as { id: string }).id, phone: '0664 1234567' };
  }

  async function count(table: string): Promise<number> {
    const [row] = (await t.db.query(`SELECT count(*)::int AS n FROM ${table}`)) as { n: number }[];
    return row?.n ?? 0;
  }

  /** An error page: HTML in German with its heading, the message and its links. */
  function errorPageOf(res: request.Response) {
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const $ = parsePage(res.text);
    return {
      title: $('h1').text(),
      text: textOf($),
      links: $('.sf-actions a')
        .toArray()
        .map((link) => [$(link).attr('href'), $(link).text()]),
    };
  }

  describe('another site’s form (CSRF)', () => {
    it('is refused with 403 like a JSON write, as a page, and nothing is stored', async () => {
      const calculated = await request(t.server).post('/api/calculate-concrete').send(CONCRETE).expect(200);
      const lead = { calculationId: (calculated.body as { id: string }).id, phone: '0664 1234567' };
      const before = await count('quote_requests');
      const res = await post(FORM_ACTIONS.detailedQuote, lead)
        .set('Origin', 'https://evil.example')
        .expect(403);
      expect(errorPageOf(res)).toMatchObject({
        title: 'Anfrage abgelehnt',
        text: expect.stringContaining(CROSS_SITE_MESSAGE),
      });
      expect(errorPageOf(res).links).toContainEqual(['/', 'Zur Startseite']);
      await post(FORM_ACTIONS.detailedQuote, { ...lead, calculationId: UNKNOWN_ID })
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(403);
      expect(await count('quote_requests')).toBe(before);
      // The site's own pages pass.
      await post(FORM_ACTIONS.detailedQuote, lead).set('Origin', PUBLIC_URL).expect(303);
      expect(await count('quote_requests')).toBe(before + 1);
      // The JSON routes answer it as before: JSON.
      const json = await request(t.server)
        .post('/api/contact')
        .set('Origin', 'https://evil.example')
        .send(CONTACT)
        .expect(403);
      expect(json.body).toEqual({ statusCode: 403, message: CROSS_SITE_MESSAGE, error: 'Forbidden' });
    });
  });

  describe('rate limits: the JSON routes’ buckets', () => {
    it('calculations: over the bucket a 429 with Retry-After (the page server says it with the calculator page) and nothing stored', async () => {
      const ip = client();
      for (let i = 0; i < 2; i += 1)
        await request(t.server)
          .post('/api/calculate-concrete')
          .set('X-Forwarded-For', ip)
          .send(CONCRETE)
          .expect(200);
      const before = await count('calculations');
      const res = await request(t.server)
        .post('/api/calculate-renovation')
        .set('X-Forwarded-For', ip)
        .send({ ...CONCRETE, condition: 'good' })
        .expect(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body.message).toBe(tooManyRequestsMessage(Number(res.headers['retry-after'])));
      expect(await count('calculations')).toBe(before);
    });

    it('leads: a follow-up refused with 429 leads back to the result page it came from (its Referer), never elsewhere', async () => {
      const calculated = await request(t.server).post('/api/calculate-concrete').send(CONCRETE).expect(200);
      const id = (calculated.body as { id: string }).id;
      const resultPage = calculationResultPagePath('concrete', id);
      const ip = client();
      const lead = { calculationId: id, phone: '0664 1234567' };
      await post(FORM_ACTIONS.detailedQuote, lead, ip).expect(303);
      await post(FORM_ACTIONS.detailedQuote, lead, ip).expect(303);
      const refused = await post(FORM_ACTIONS.phoneService, { ...lead, service: 'preis_alarm' }, ip)
        .set('Referer', `${PUBLIC_URL}${resultPage}?sent=detailed-quote`)
        .expect(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(errorPageOf(refused).links).toEqual([
        [resultPage, 'Zurück zum Formular'],
        ['/', 'Zur Startseite'],
      ]);
      const foreign = await post(FORM_ACTIONS.detailedQuote, lead, ip)
        .set('Referer', `https://evil.example${resultPage}`)
        .expect(429);
      expect(errorPageOf(foreign).links).toEqual([['/', 'Zur Startseite']]);
    });
  });

  describe('what a form route accepts', () => {
    it('only a urlencoded form: JSON, multipart or no type is 415 as a page; nothing is stored', async () => {
      const lead = await followUp();
      const before = await count('quote_requests');
      const json = await request(t.server).post(FORM_ACTIONS.detailedQuote).send(lead).expect(415);
      expect(errorPageOf(json)).toMatchObject({
        title: 'Formular nicht lesbar',
        text: expect.stringContaining(API_MESSAGES.unsupportedMediaType),
      });
      await request(t.server)
        .post(FORM_ACTIONS.detailedQuote)
        .field('calculationId', lead.calculationId)
        .field('phone', lead.phone)
        .expect(415);
      await request(t.server).post(FORM_ACTIONS.detailedQuote).expect(415);
      expect(await count('quote_requests')).toBe(before);
    });

    it('a form larger than any valid one is 413 as a page', async () => {
      const res = await post(FORM_ACTIONS.detailedQuote, {
        ...(await followUp()),
        phone: 'a'.repeat(FORM_BODY_LIMIT + 1),
      }).expect(413);
      expect(errorPageOf(res)).toMatchObject({
        title: 'Anfrage zu groß',
        text: expect.stringContaining(API_MESSAGES.payloadTooLarge),
      });
    });

    it('the JSON routes still take JSON only: a urlencoded body there is not read', async () => {
      const before = await count('contact_messages');
      const res = await request(t.server).post('/api/contact').type('form').send(CONTACT).expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(await count('contact_messages')).toBe(before);
    });

    it('an unknown address or method under /api/forms is a 404 page; elsewhere still JSON', async () => {
      const unknown = await request(t.server).get('/api/forms/unbekannt').expect(404);
      expect(errorPageOf(unknown)).toEqual({
        title: 'Seite nicht gefunden',
        text: expect.stringContaining(API_MESSAGES.notFound),
        links: [['/', 'Zur Startseite']],
      });
      expect(
        errorPageOf(await request(t.server).get(FORM_ACTIONS.detailedQuote).expect(404)).links,
      ).toContainEqual(['/', 'Zur Startseite']);
      const json = await request(t.server).get('/api/unbekannt').expect(404);
      expect(json.body.message).toBe(API_MESSAGES.notFound);
    });
  });

  describe('failures of the services', () => {
    let lead: { calculationId: string; phone: string };

    beforeAll(async () => {
      lead = await followUp();
    });
    afterEach(() => {
      jest.restoreAllMocks();
    });

    it('the database unavailable: 503 page; an unexpected error: 500 page without details', async () => {
      const calculations = t.app.get(CalculationsService);
      jest
        .spyOn(calculations, 'findShown')
        .mockRejectedValueOnce(
          Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
        )
        .mockRejectedValueOnce(new Error('secret detail of a bug'));
      const down = await post(FORM_ACTIONS.detailedQuote, lead).expect(503);
      expect(errorPageOf(down)).toMatchObject({
        title: 'Vorübergehend nicht erreichbar',
        text: expect.stringContaining(API_MESSAGES.serviceUnavailable),
      });
      const broken = await post(FORM_ACTIONS.detailedQuote, lead).expect(500);
      expect(errorPageOf(broken).text).toContain(API_MESSAGES.internalError);
      expect(broken.text).not.toContain('secret detail');
    });

    it('the form works again afterwards', async () => {
      const res = await post(FORM_ACTIONS.detailedQuote, lead).expect(303);
      expect(res.headers.location).toBe(
        calculationResultPagePath('concrete', lead.calculationId, 'detailed-quote'),
      );
    });
  });

  async function writeFrame(document: string): Promise<void> {
    await mkdir(path.dirname(frameFile()), { recursive: true });
    // As the renderer does: a new file by rename, so the API sees a change even within the same second.
    const temporary = `${frameFile()}.${nextClient++}.tmp`;
    await writeFile(temporary, document);
    await rename(temporary, frameFile());
  }

  describe('the frame of the pages', () => {
    it('without the rendered frame: a minimal complete document of its own (lang, viewport, noindex, title, home link)', async () => {
      const res = await request(t.server).get(NOT_FOUND_PATH).expect(404);
      const $ = parsePage(res.text);
      expect(res.text.startsWith('<!doctype html>')).toBe(true);
      expect($('html').attr('lang')).toBe('de-AT');
      expect($('meta[name="viewport"]').attr('content')).toBe('width=device-width, initial-scale=1');
      expect($('meta[name="robots"]').attr('content')).toBe('noindex');
      expect($('title').text()).toBe(`${NOT_FOUND_TITLE} – ${t.config.site.companyName}`);
      expect($('header a[href="/"]').text()).toBe(t.config.site.companyName);
      expect($('main h1').text()).toBe(NOT_FOUND_TITLE);
      expect(res.headers['content-security-policy']).toContain("script-src 'self';");
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('with it: its slots filled (title escaped, content), its inline boot script allowed by hash, read again when it changes', async () => {
      await writeFrame(frame('Erster Kopf'));
      const first = await request(t.server).get(NOT_FOUND_PATH).expect(404);
      const $ = parsePage(first.text);
      expect($('title').text()).toBe(`${NOT_FOUND_TITLE} | Treppenwerk`);
      expect($('body > header').text()).toBe('Erster Kopf');
      expect($('main#main .sf-page h1').text()).toBe(NOT_FOUND_TITLE);
      expect($('main#main style').length).toBe(1);
      expect(first.text).not.toContain('%%STAIRS_FORM_PAGE');
      const hash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
      const csp = first.headers['content-security-policy'] ?? '';
      expect(csp).toContain(`script-src 'self' ${hash};`);
      // The page state is data: no hash for it.
      expect(csp.match(/sha256-/g)).toHaveLength(1);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("form-action 'self'");

      await writeFrame(frame('Neuer Kopf'));
      expect(
        parsePage((await request(t.server).get(NOT_FOUND_PATH).expect(404)).text)('body > header').text(),
      ).toBe('Neuer Kopf');
    });

    it('a visitor’s text that looks like a slot stays text; a frame without its slots is not used', async () => {
      await writeFrame(frame('Kopf'));
      const res = await post(FORM_ACTIONS.detailedQuote, {
        ...(await followUp()),
        phone: FORM_PAGE_FRAME.titleSlot,
      }).expect(400);
      expect(parsePage(res.text)('#detailed-quote-phone').attr('value')).toBe(FORM_PAGE_FRAME.titleSlot);

      await writeFrame('<!doctype html><html><head><title>Ohne Plätze</title></head><body></body></html>');
      const plain = parsePage((await request(t.server).get(NOT_FOUND_PATH).expect(404)).text);
      expect(plain('title').text()).toBe(`${NOT_FOUND_TITLE} – ${t.config.site.companyName}`);
    });

    it('the error pages come in the frame too', async () => {
      await writeFrame(frame('Kopf'));
      const res = await request(t.server).get(NOT_FOUND_PATH).expect(404);
      const $ = parsePage(res.text);
      expect($('body > header').text()).toBe('Kopf');
      expect($('title').text()).toBe('Seite nicht gefunden | Treppenwerk');
    });
  });
});
