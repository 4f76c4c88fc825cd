import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { API_MESSAGES } from '@stairs/contracts';
import { adminAgent } from './helpers/admin';
import { testAppForSuite } from './helpers/test-app';

const contact = { name: 'Maria', email: 'maria@example.at', message: 'Hallo' };

function nested(levels: number): string {
  return '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

/** Sends `bytes` as they are: supertest would serialize a Buffer sent as JSON or as a form (its serializer's type says string). */
function sendBytes(test: request.Test, contentType: string, bytes: Buffer): request.Test {
  return test
    .set('Content-Type', contentType)
    .serialize(() => bytes as unknown as string)
    .send(bytes);
}

/** The German message of an answer: a JSON error's, or the one a form's page (HTML) shows. */
function messageOf(res: request.Response): string {
  const json = res.body as { message?: string };
  if (typeof json.message === 'string') return json.message;
  return res.text.includes(API_MESSAGES.invalidCharacters) ? API_MESSAGES.invalidCharacters : res.text;
}

describe('bad input never becomes a 500 (and never loses a lead silently)', () => {
  const t = testAppForSuite();

  it('a body nested 2,500 levels deep is refused with 400 before validation, with or without a session', async () => {
    for (const path of ['/api/contact', '/api/admin/pricing']) {
      const res = await request(t.server)
        .post(path)
        .set('Content-Type', 'application/json')
        .send(nested(2500));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(API_MESSAGES.tooDeeplyNested);
    }
  });

  it('a body that claims gzip but is not answers 400 on every kind of route', async () => {
    for (const path of ['/api/contact', '/api/health', '/api/admin/pricing']) {
      const res = await request(t.server)
        .post(path)
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip')
        .send(Buffer.from('{"name":"kein gzip"}'));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(API_MESSAGES.invalidEncoding);
    }
  });

  it.each([
    ['contact name', '/api/contact', { ...contact, name: 'Ma\u0000ria' }],
    ['contact message', '/api/contact', { ...contact, message: 'x\u0000' }],
    [
      'phone service',
      '/api/store-phone',
      { phone: '0664 1234567', service: 'a\u0000', context: 'concrete_calculator' },
    ],
    [
      'calculationData with a lone surrogate',
      '/api/store-phone',
      {
        phone: '0664 1234567',
        service: 'termin_service',
        context: 'x',
        calculationData: { note: 'a\uD800b' },
      },
    ],
    [
      'detailed-quote service',
      '/api/detailed-quote',
      { phone: '0664 1234567', service: '\u0000', calculationType: 'concrete' },
    ],
  ])('U+0000 or a lone surrogate in the %s: German 400, nothing half-stored', async (_what, path, body) => {
    const before = await t.db.query(
      'SELECT (SELECT count(*) FROM contact_messages) + (SELECT count(*) FROM phone_leads) + (SELECT count(*) FROM quote_requests) AS n',
    );
    const res = await request(t.server).post(path).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(API_MESSAGES.invalidCharacters);
    const after = await t.db.query(
      'SELECT (SELECT count(*) FROM contact_messages) + (SELECT count(*) FROM phone_leads) + (SELECT count(*) FROM quote_requests) AS n',
    );
    expect(after).toEqual(before);
  });

  /** Every file below the objects directory (none yet is an empty list). */
  async function storedObjects(): Promise<string[]> {
    const entries = await readdir(t.config.objectsDir, { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  }

  it('U+0000 or a lone surrogate in a query string, path parameter or multipart field: German 400, nothing stored', async () => {
    const admin = await adminAgent(t.server);
    const photo = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#888' },
    })
      .png()
      .toBuffer();
    const objectsBefore = await storedObjects();
    const articlesBefore = await t.db.query('SELECT count(*) AS n FROM blog_articles');
    const refusals = [
      request(t.server)
        .post('/api/blog/quick-upload?description=x%00y')
        .set('Content-Type', 'image/png')
        .send(photo),
      request(t.server)
        .post('/api/blog/quick-upload?filename=a%ED%A0%80.png')
        .set('Content-Type', 'image/png')
        .send(photo),
      admin.get('/api/admin/personal-data?email=a%00b@example.org'),
      admin.delete('/api/admin/personal-data?phone=0664%001234567'),
      request(t.server).get('/api/blog/article/a%00b'),
      admin
        .post('/api/admin/gallery-images/upload')
        .field('note', 'a\u0000b')
        .attach('image', photo, 'treppe.png'),
    ];
    // A lone surrogate cannot travel in a URL or a multipart part but as bytes that are no UTF-8 (refused above).
    for (const [index, res] of (await Promise.all(refusals)).entries()) {
      expect({ index, status: res.status, message: res.body.message }).toEqual({
        index,
        status: 400,
        message: API_MESSAGES.invalidCharacters,
      });
    }
    expect(await storedObjects()).toEqual(objectsBefore);
    expect(await t.db.query('SELECT count(*) AS n FROM blog_articles')).toEqual(articlesBefore);
  });

  it('bytes that are no UTF-8 in a JSON body or a multipart field or file name: German 400, nothing stored', async () => {
    const admin = await adminAgent(t.server);
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const leads = () =>
      t.db.query(
        'SELECT (SELECT count(*) FROM contact_messages) + (SELECT count(*) FROM blog_articles) AS n',
      );
    const before = await leads();
    const objectsBefore = await storedObjects();
    // 0xFF is never UTF-8; C3 28 is a lead byte without its continuation; ED A0 80 is an encoded surrogate.
    const bytes = (text: string) => Buffer.from(text, 'latin1');
    const multipart = (name: string, filename: string, extra: Buffer) =>
      Buffer.concat([
        bytes(`--grenze\r\nContent-Disposition: form-data; name="note"\r\n\r\n`),
        extra,
        bytes(`\r\n--grenze\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n`),
        bytes('Content-Type: image/png\r\n\r\n'),
        photo,
        bytes('\r\n--grenze--\r\n'),
      ]);
    const upload = (body: Buffer) =>
      sendBytes(admin.post('/api/admin/gallery-images/upload'), 'multipart/form-data; boundary=grenze', body);
    const refusals = [
      sendBytes(
        request(t.server).post('/api/contact'),
        'application/json',
        bytes('{"name":"Ma\xffria","email":"maria@example.at","message":"Hallo"}'),
      ),
      sendBytes(
        request(t.server).post('/api/blog/from-email'),
        'application/json; charset=utf-8',
        bytes('{"subject":"Stiege \xc3\x28"}'),
      ),
      upload(multipart('image', 'treppe.png', bytes('a\xffb'))),
      upload(multipart('image', 'stiege-\xff.png', bytes('gut'))),
    ];
    for (const [index, res] of (await Promise.all(refusals)).entries()) {
      expect({ index, status: res.status, message: messageOf(res) }).toEqual({
        index,
        status: 400,
        message: API_MESSAGES.invalidCharacters,
      });
    }
    expect(await leads()).toEqual(before);
    expect(await storedObjects()).toEqual(objectsBefore);
    // Text that is UTF-8 goes through as it was sent.
    await request(t.server).post('/api/blog/from-email').send({ subject: 'Jürgen € 100%' }).expect(201);
    const [row] = await t.db.query(`SELECT title FROM blog_articles WHERE title LIKE 'Jürgen%'`);
    expect(row).toEqual({ title: 'Jürgen € 100%' });
  });

  it('__proto__ and constructor keys are unknown fields', async () => {
    const proto = await request(t.server)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send('{"__proto__":{"admin":true},"name":"M","email":"m@example.at","message":"x"}');
    expect(proto.status).toBe(400);
    expect(proto.body.message).toBe(`${API_MESSAGES.unknownField}: __proto__.`);
    const ctor = await request(t.server)
      .post('/api/contact')
      .send({ ...contact, constructor: { prototype: {} } });
    expect(ctor.status).toBe(400);
    expect(ctor.body.message).toBe(`${API_MESSAGES.unknownField}: constructor.`);
  });

  it('a database that cannot be reached answers 503 with the German message, then recovers', async () => {
    const admin = await adminAgent(t.server);
    const name = new URL(t.config.databaseUrl).pathname.slice(1);
    const control = new Client({ connectionString: t.config.databaseUrl.replace(`/${name}`, '/postgres') });
    await control.connect();
    try {
      await control.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
      await control.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
        name,
      ]);
      const res = await request(t.server).post('/api/contact').send(contact);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(API_MESSAGES.serviceUnavailable);
      expect((await admin.get('/api/admin/phone-leads')).status).toBe(503);
    } finally {
      await control.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      await control.end();
    }
    await request(t.server).post('/api/contact').send(contact).expect(200);
  });
});
