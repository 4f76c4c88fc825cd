import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import Redis from 'ioredis';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { API, type AnyEndpoint, EVERY_ENDPOINT } from '@stairs/contracts';
import { publishToken } from '../src/blog/publish-link';
import { pendingSignInLinkKey, signInLinkToken } from '../src/auth/sign-in-link';
import { PUBLIC_FORM_HANDLER_LIST } from '../src/public-forms/public-form-handlers';
import { examplePosts } from './helpers/form-examples';
import { testAppForSuite } from './helpers/test-app';

/**
 * Property-based fuzzing of every route of the API table, signed out and signed in: malformed bodies, params,
 * queries and headers. Whatever arrives, the answer is never a 5xx (a German 4xx, or a 2xx for what is valid).
 * Bounded: FUZZ_RUNS cases per route (default 40, signed in or out at random), all on 127.0.0.1.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

const nastyString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    '../../etc/passwd',
    '%00',
    '%',
    '%E0%A4%A',
    '<script>alert(1)</script>',
    ' '.repeat(300),
    'G-071',
    '5d2b4c9e-3f5a-4d8e-9b1c-7a6f0e2d4c11',
    '00000000-0000-0000-0000-000000000000',
    '1e309',
    '-1',
    'NaN',
  ),
);

/** Nested n levels deep: {a:{a:…}} or [[…]]. */
const deep = (levels: number, array: boolean): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i += 1) value = array ? [value] : { a: value };
  return value;
};

const jsonBody = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(nastyString, fc.oneof(fc.jsonValue(), nastyString)),
  fc.record(
    {
      name: nastyString,
      email: nastyString,
      message: nastyString,
      phone: nastyString,
      service: nastyString,
      context: nastyString,
      calculationData: fc.oneof(fc.dictionary(nastyString, nastyString), nastyString),
      stepCount: fc.oneof(fc.integer(), fc.double(), nastyString),
      title: nastyString,
      imageUrl: nastyString,
      category: nastyString,
      galleryNumber: nastyString,
      password: nastyString,
    },
    { requiredKeys: [] },
  ),
  fc.constantFrom(
    JSON.parse('{"__proto__":{"polluted":true},"name":"x"}') as unknown,
    { constructor: { prototype: { polluted: true } } },
    deep(3000, false),
    deep(3000, true),
  ),
);

type Body =
  { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; bytes: Buffer; encoding?: string };

/** A real picture, so that an upload route gets past its image check with the fuzzed query beside it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const body: fc.Arbitrary<Body> = fc.oneof(
  fc.constant({ kind: 'raw' as const, contentType: 'image/png', bytes: PNG }),
  jsonBody.map((value) => ({ kind: 'json' as const, value })),
  fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom(
      'application/json',
      'text/plain',
      'multipart/form-data; boundary=x',
      'image/jpeg',
      'application/x-www-form-urlencoded',
    ),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
      fc.constantFrom(
        Buffer.from('{"a":'),
        Buffer.from('--x\r\nContent-Disposition: form-data; name="image"\r\n\r\n'),
      ),
    ),
    encoding: fc.option(fc.constantFrom('gzip', 'deflate', 'br', 'x-unknown'), { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constant('application/json'),
    bytes: jsonBody.map((value) => gzipSync(JSON.stringify(value) ?? 'null')),
    encoding: fc.constant('gzip'),
  }),
);

/** Percent-encodes; a lone surrogate (which encodeURIComponent refuses) goes out as invalid UTF-8 bytes. */
function encode(value: string): string {
  return [...value]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

const paramValue = fc.oneof(nastyString, fc.uuid()).map(encode);

/** A short description of a fuzzed body for the failure message. */
function describeBody(payload: Body): string {
  if (payload.kind === 'json') return `json ${(JSON.stringify(payload.value) ?? 'undefined').slice(0, 120)}`;
  return `raw ${payload.contentType} ${payload.encoding ?? ''} ${payload.bytes.subarray(0, 24).toString('hex')} (${payload.bytes.length} B)`;
}

function fill(path: string, params: string[]): string {
  let index = 0;
  return path.replace(/:[A-Za-z]\w*|\*\w+/g, () => params[index++ % Math.max(1, params.length)] ?? 'x');
}

describe('fuzzing every route of the API table: never a 5xx', () => {
  const t = testAppForSuite({ admin: true });
  const routes = Object.entries(EVERY_ENDPOINT) as [string, AnyEndpoint][];

  async function send(
    agent: TestAgent | ReturnType<typeof request>,
    endpoint: AnyEndpoint,
    path: string,
    query: Record<string, string>,
    payload: Body,
  ) {
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const search = Object.entries(query)
      .map(([name, value]) => `${encode(name)}=${encode(value)}`)
      .join('&');
    let call = agent[method](search ? `${path}?${search}` : path);
    if (payload.kind === 'json') {
      call = call.set('Content-Type', 'application/json').send(JSON.stringify(payload.value) ?? 'null');
    } else {
      call = call.set('Content-Type', payload.contentType);
      if (payload.encoding) call = call.set('Content-Encoding', payload.encoding);
      // As they are: supertest would serialize a Buffer sent as JSON or as a form (its serializer's type says string).
      call = call.serialize(() => payload.bytes as unknown as string).send(payload.bytes);
    }
    return call;
  }

  it.each(routes.map(([name, endpoint]) => [name, endpoint] as const))(
    '%s answers malformed input without a 5xx',
    async (_name, endpoint) => {
      const failures: string[] = [];
      await fc.assert(
        fc.asyncProperty(
          fc.array(paramValue, { minLength: 1, maxLength: 2 }),
          fc.dictionary(
            fc.constantFrom(
              'page',
              'limit',
              'cursor',
              'category',
              'x',
              '__proto__',
              // The query fields of the photo upload and the personal-data export/erasure.
              'description',
              'filename',
              'email',
              'phone',
            ),
            nastyString,
            {
              maxKeys: 3,
            },
          ),
          body,
          fc.boolean(),
          async (params, query, payload, signedIn) => {
            const path = fill(endpoint.path, params);
            const res = await send(signedIn ? t.admin : request(t.server), endpoint, path, query, payload);
            if (res.status >= 500) {
              const failure = `${endpoint.method} ${path} (${signedIn ? 'admin' : 'visitor'}) → ${res.status} ${res.text.slice(0, 100)} [${describeBody(payload)}]`;
              failures.push(failure);
              throw new Error(failure);
            }
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
      expect(failures).toEqual([]);
    },
    60_000,
  );
});

/** How many identical requests each public write gets at once. */
const DUPLICATES = 8;

/** What a valid call of a public write sends: a JSON body, a form post's fields or a picture. */
type ValidCall =
  | { json: object }
  | { form: Record<string, string> }
  | { picture: Buffer; query: string }
  | { json: object; pathOf: () => string }
  | { form: Record<string, string>; pathOf: () => string };

describe('concurrent duplicates of every public write: never a 5xx', () => {
  const t = testAppForSuite({ admin: true });
  const writes = (Object.entries(API) as [string, AnyEndpoint][]).filter(
    ([, endpoint]) => endpoint.access === 'public' && endpoint.method !== 'GET',
  );
  let calculationId = '';
  let galleryNumber = '';
  let draft = { id: '', token: '' };
  let signInLink = { id: '', token: '' };
  let shareToken = '';

  beforeAll(async () => {
    // A pending sign-in link as the e-mailed one (its id in Redis, its token from the secret).
    const redis = new Redis(t.config.redis.url);
    try {
      const id = randomUUID();
      await redis.set(pendingSignInLinkKey(t.config.redis.prefix), id, 'EX', 600);
      signInLink = { id, token: signInLinkToken(t.config.session.secret, id) };
    } finally {
      redis.disconnect();
    }
    calculationId = (
      (
        await request(t.server)
          .post('/api/calculate-concrete')
          .send({ stepCount: 10, stepWidth: 100, stepDepth: 30 })
          .expect(200)
      ).body as { id: string }
    ).id;
    galleryNumber = (
      (
        await t.admin
          .post('/api/admin/gallery-images')
          .send({
            title: 'Eiche',
            category: 'massivstufen',
            imageUrl: '/objects/gallery/x.w1920.webp',
            isActive: true,
          })
          .expect(201)
      ).body as { galleryNumber: string }
    ).galleryNumber;
    // An e-mailed quote's share link, for 'Angebot annehmen'.
    const shared = await request(t.server)
      .post('/api/quote-email')
      .send({ calculationId, email: 'annahme@example.at', contactConsent: true })
      .expect(200);
    shareToken = (shared.body as { sharePath: string }).sharePath.split('/').at(-1) ?? '';
    const created = await request(t.server)
      .post('/api/blog/from-email')
      .send({ subject: 'Stiege' })
      .expect(201);
    const id = (created.body as { article: { id: string } }).article.id;
    draft = { id, token: publishToken(t.config.session.secret, id) };
  });

  /**
   * One valid call per public write: the public forms' from their handlers' examples, the others' written here (a
   * new public write that is no form must add its own, or this test fails).
   */
  const validCalls = (): Record<string, ValidCall> => ({
    login: { json: { password: 'admin-demo' } },
    logout: { json: {} },
    requestSignInLink: { json: {} },
    signInByLink: {
      form: {},
      pathOf: () => `${fill(API.signInByLink.path, [signInLink.id])}?token=${signInLink.token}`,
    },
    blogFromPhoto: { picture: PNG, query: '' },
    blogPublishLink: {
      json: {},
      pathOf: () => `${fill(API.blogPublishLink.path, [draft.id])}?token=${draft.token}`,
    },
    ...Object.fromEntries(
      PUBLIC_FORM_HANDLER_LIST.flatMap((handler) =>
        Object.entries(examplePosts(handler, { calculationId, galleryNumber, shareToken })).map(
          ([name, { path, ...call }]) => [name, { ...call, pathOf: () => path }],
        ),
      ),
    ),
  });

  /** Writes that answer fewer than all identical calls, by design. */
  const expectedAnswers = (): Record<string, number> => ({
    blogPublishLink: 1,
    signInByLink: 1,
    quoteEmail: t.config.quoteEmailLimit.perRecipient,
  });

  it('every declared public form gives a valid post (the example of its handler)', () => {
    expect(() => validCalls()).not.toThrow();
  });

  it('every public write has a valid call here', () => {
    expect(writes.map(([name]) => name).sort()).toEqual(Object.keys(validCalls()).sort());
  });

  it.each(writes.map(([name, endpoint]) => [name, endpoint] as const))(
    `%s: ${DUPLICATES} identical calls at once, none a 5xx`,
    async (name, endpoint) => {
      const call = validCalls()[name];
      if (!call) throw new Error(`no valid call for ${name}`);
      const send = () => {
        const path = 'pathOf' in call ? call.pathOf() : endpoint.path;
        if ('picture' in call)
          return request(t.server)
            .post(`${path}${call.query}`)
            .set('Content-Type', 'image/png')
            .send(call.picture);
        if ('form' in call) return request(t.server).post(path).type('form').send(call.form);
        return request(t.server).post(path).send(call.json);
      };
      const answers = await Promise.all(Array.from({ length: DUPLICATES }, send));
      const failures = answers
        .filter((res) => res.status >= 500)
        .map((res) => `${res.status} ${res.text.slice(0, 100)}`);
      expect(failures).toEqual([]);
      // The calls are valid: each is answered as a person's (a link once, then 'used'; one recipient gets its
      // daily share of quote e-mails, the rest a German refusal).
      const answered = answers.filter((res) => res.status < 400).length;
      expect(answered).toBe(expectedAnswers()[name] ?? DUPLICATES);
    },
    60_000,
  );
});
