// @ts-check
import assert from 'node:assert/strict';
import http from 'node:http';
import test from 'node:test';
import { API_MESSAGES } from '@stairs/contracts';
import { createPageServerHandler, isUtf8Form, matchRoute } from './page-server.mjs';
import { siteLayout } from '../../infra/gateway/site-layout.mjs';

/** @typedef {{ method: string; url: string; headers: http.IncomingHttpHeaders; body: string }} Received */

/**
 * A stand-in API on 127.0.0.1 that answers with what the test says, and remembers what it got.
 * @param {(received: Received) => { status: number; body: unknown }} answer
 */
async function fakeApi(answer) {
  /** @type {Received[]} */
  const received = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const got = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      received.push(got);
      const { status, body: json } = answer(got);
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}`, received, close: () => server.close() };
}

/** The page server with a stand-in of the server builds: a page is the JSON of what it was asked to render. */
async function pageServer(/** @type {string} */ apiUrl) {
  /** @type {import('./site-builds.mjs').LoadedSite} */
  const site = {
    remotes: {},
    shell: {
      provideSharedModules: async () => undefined,
      configureApiOrigin: () => undefined,
      renderPage: () => Promise.reject(new Error('the stand-in renders with `render`')),
      FORM_POSTS: [
        {
          action: '/api/forms/contact',
          endpoint: '/api/contact',
          pagePath: () => '/api/forms/contact',
          sentLocation: () => '/api/forms/contact/sent',
        },
        {
          action: '/api/forms/order/:token',
          endpoint: '/api/orders/:token',
          pagePath: ({ token }) => `/api/forms/order/${encodeURIComponent(token ?? '')}`,
          sentLocation: (_answer, { token }) => `/angebot-annehmen/${encodeURIComponent(token ?? '')}`,
        },
        // A form on a page of its own: the project's, named by a posted field.
        {
          action: '/api/forms/project',
          endpoint: '/api/project-request',
          pagePath: (values) => values.number && `/api/forms/project/${values.number}/${values.view}`,
          sentLocation: (_answer, values) => `/api/forms/project/${values.number}/sent`,
          // Only the page uses it (the result page's calculation type): not sent to the API.
          pageFields: ['view'],
        },
        // A form on a page of its own that its path names.
        {
          action: '/api/forms/review/:number',
          endpoint: '/api/reviews/:number',
          pagePath: ({ number }) => `/projekt/${number}`,
          sentLocation: (_answer, { number }) => `/projekt/${number}`,
        },
      ],
      FORM_PAGES: ['/api/forms/contact/sent', '/api/forms/x/:id', '/angebot-annehmen/:token'],
      siteDocument: () => '',
    },
    render: async (pagePath, options) => ({
      page: {
        status: 200,
        head: '',
        body: '',
        data: { queries: [], mutations: [] },
        failedQueries: [],
        remoteModules: [],
      },
      html: JSON.stringify({ pagePath, answer: options?.formAnswer ?? null }),
    }),
  };
  const server = http.createServer(
    createPageServerHandler({
      apiUrl,
      layout: siteLayout({ remotesManifestFile: '/nonexistent' }),
      load: async () => site,
    }),
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

const post = (/** @type {string} */ url, /** @type {string} */ body, headers = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
    redirect: 'manual',
  });

test('a post the API takes: its fields as JSON (empty ones left out), the client headers as they came, 303', async () => {
  const api = await fakeApi(() => ({ status: 201, body: { success: true } }));
  const pages = await pageServer(api.url);
  try {
    const res = await post(
      `${pages.url}/api/forms/contact`,
      'name=Maria&email=m%40example.at&message=Hallo+%E2%82%AC&website=',
      {
        'X-Forwarded-For': '203.0.113.7',
        Origin: 'https://www.treppen.example',
      },
    );
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), '/api/forms/contact/sent');
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const [got] = api.received;
    assert.equal(got?.url, '/api/contact');
    assert.equal(got?.headers['content-type'], 'application/json');
    assert.deepEqual(JSON.parse(got?.body ?? ''), {
      name: 'Maria',
      email: 'm@example.at',
      message: 'Hallo €',
    });
    assert.equal(got?.headers['x-forwarded-for'], '203.0.113.7');
    assert.equal(got?.headers.origin, 'https://www.treppen.example');
  } finally {
    pages.close();
    api.close();
  }
});

test('a refused post: the form again with the values and each field’s message (400), or the refusal itself', async () => {
  let status = 400;
  const api = await fakeApi(() =>
    status === 400
      ? { status, body: { statusCode: 400, message: 'A B', fields: { email: 'B' } } }
      : { status, body: { statusCode: status, message: 'Fremde Seite.' } },
  );
  const pages = await pageServer(api.url);
  try {
    const invalid = await post(`${pages.url}/api/forms/contact`, 'name=Maria&email=kein-at&message=');
    assert.equal(invalid.status, 400);
    assert.match(invalid.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    assert.deepEqual(await invalid.json(), {
      pagePath: '/api/forms/contact',
      answer: {
        action: '/api/forms/contact',
        kind: 'invalid',
        values: { name: 'Maria', email: 'kein-at', message: '' },
        errors: { email: 'B' },
        message: 'A B',
      },
    });
    status = 403;
    const refused = await post(`${pages.url}/api/forms/contact`, 'name=Maria');
    assert.equal(refused.status, 403);
    assert.deepEqual((await refused.json()).answer, {
      action: '/api/forms/contact',
      kind: 'refused',
      status: 403,
      message: 'Fremde Seite.',
    });
  } finally {
    pages.close();
    api.close();
  }
});

test('a form on a page of its own: refused there, and the page that follows is named by the fields sent (those only the page uses stay here)', async () => {
  let status = 400;
  const api = await fakeApi(() => ({
    status,
    body: status === 400 ? { statusCode: 400, message: 'B', fields: { email: 'B' } } : { success: true },
  }));
  const pages = await pageServer(api.url);
  try {
    const invalid = await post(`${pages.url}/api/forms/project`, 'number=G-7&view=plan&email=');
    assert.equal(invalid.status, 400);
    assert.equal((await invalid.json()).pagePath, '/api/forms/project/G-7/plan');
    assert.deepEqual(JSON.parse(api.received.at(-1)?.body ?? ''), { number: 'G-7' });
    status = 200;
    const sent = await post(`${pages.url}/api/forms/project`, 'number=G-7&email=e%40example.at');
    assert.equal(sent.status, 303);
    assert.equal(sent.headers.get('location'), '/api/forms/project/G-7/sent');
    assert.equal(api.received.at(-1)?.url, '/api/project-request');
  } finally {
    pages.close();
    api.close();
  }
});

test('the API down: 503 with the API’s words; not a form: 415', async () => {
  const api = await fakeApi(() => ({ status: 200, body: {} }));
  api.close();
  const pages = await pageServer(api.url);
  try {
    const down = await post(`${pages.url}/api/forms/contact`, 'name=Maria');
    assert.equal(down.status, 503);
    assert.equal((await down.json()).answer.kind, 'refused');
    const json = await fetch(`${pages.url}/api/forms/contact`, {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    assert.equal(json.status, 415);
  } finally {
    pages.close();
  }
});

test('the pages that follow are rendered; every other path goes on to the API as it came', async () => {
  const api = await fakeApi((got) => ({ status: 404, body: { statusCode: 404, message: got.url } }));
  const pages = await pageServer(api.url);
  try {
    const sent = await fetch(`${pages.url}/api/forms/contact/sent`);
    assert.equal(sent.status, 200);
    assert.equal(sent.headers.get('x-robots-tag'), 'noindex');
    assert.deepEqual(await sent.json(), { pagePath: '/api/forms/contact/sent', answer: null });
    // A result page keeps its query: it says which follow-up it received.
    const result = await fetch(`${pages.url}/api/forms/x/12?sent=phone-service`);
    assert.equal(result.status, 200);
    assert.deepEqual(await result.json(), { pagePath: '/api/forms/x/12?sent=phone-service', answer: null });
    const other = await fetch(`${pages.url}/api/forms/unknown-page/G-001`, {
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    assert.equal(other.status, 404);
    assert.equal(api.received.at(-1)?.headers['x-forwarded-for'], '203.0.113.9');
  } finally {
    pages.close();
    api.close();
  }
});

test('route patterns: a `:name` is one segment, never empty, decoded', () => {
  assert.deepEqual(matchRoute('/api/forms/x/:id', '/api/forms/x/12'), { id: '12' });
  assert.deepEqual(matchRoute('/api/forms/x/:id/:part', '/api/forms/x/a%20b/c'), { id: 'a b', part: 'c' });
  assert.equal(matchRoute('/api/forms/x/:id', '/api/forms/x/'), null);
  assert.equal(matchRoute('/api/forms/x/:id', '/api/forms/x/12/y'), null);
  assert.equal(matchRoute('/api/forms/x/:id', '/api/forms/y/12'), null);
  assert.equal(matchRoute('/api/forms/x/:id', '/api/forms/x/%E0%A4%A'), null);
  assert.deepEqual(matchRoute('/api/forms/contact/sent', '/api/forms/contact/sent'), {});
});

test('a post is a form’s by its action pattern; one to a path no action matches goes on to the API as it came', async () => {
  const api = await fakeApi((got) => ({ status: 404, body: { statusCode: 404, message: got.url } }));
  const pages = await pageServer(api.url);
  try {
    for (const path of ['/api/forms/order', '/api/forms/order/abc/sent', '/api/forms/contact/x']) {
      assert.equal((await post(`${pages.url}${path}`, 'name=Maria')).status, 404);
      assert.equal(api.received.at(-1)?.url, path);
      assert.equal(api.received.at(-1)?.body, 'name=Maria');
    }
  } finally {
    pages.close();
    api.close();
  }
});

test('a form whose route has parameters: the path’s go into the JSON route, a taken post leads back to its page', async () => {
  let status = 201;
  const api = await fakeApi(() =>
    status === 201
      ? { status, body: { success: true } }
      : {
          status,
          body: {
            statusCode: status,
            message: 'Bitte wählen Sie …',
            fields: { window1Date: 'Bitte wählen Sie …' },
          },
        },
  );
  const pages = await pageServer(api.url);
  try {
    const taken = await post(`${pages.url}/api/forms/order/T%C3%B6ken-1`, 'phone=0664+1234567&note=');
    assert.equal(taken.status, 303);
    assert.equal(taken.headers.get('location'), '/angebot-annehmen/T%C3%B6ken-1');
    assert.equal(api.received[0]?.url, '/api/orders/T%C3%B6ken-1');
    assert.deepEqual(JSON.parse(api.received[0]?.body ?? ''), { phone: '0664 1234567' });

    status = 400;
    const invalid = await post(`${pages.url}/api/forms/order/abc`, 'window1Date=2020-01-01');
    assert.equal(invalid.status, 400);
    assert.equal(api.received[1]?.url, '/api/orders/abc');
    assert.deepEqual(await invalid.json(), {
      pagePath: '/api/forms/order/abc',
      answer: {
        action: '/api/forms/order/:token',
        kind: 'invalid',
        values: { window1Date: '2020-01-01' },
        errors: { window1Date: 'Bitte wählen Sie …' },
        message: 'Bitte wählen Sie …',
      },
    });

    const page = await fetch(`${pages.url}/angebot-annehmen/abc`);
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('cache-control'), 'no-store');
    assert.deepEqual(await page.json(), { pagePath: '/angebot-annehmen/abc', answer: null });
    assert.equal(api.received.length, 2);
  } finally {
    pages.close();
    api.close();
  }
});

test('bytes that are no UTF-8 (raw or percent-escaped) are refused with the API’s words, not sent on mangled', async () => {
  assert.equal(isUtf8Form(Buffer.from('name=J%C3%BCrgen&x=100%25+%2B', 'latin1')), true);
  assert.equal(isUtf8Form(Buffer.from('name=Ma%FFria', 'latin1')), false);
  assert.equal(isUtf8Form(Buffer.from('name=Stiege %C3%28', 'latin1')), false);
  assert.equal(isUtf8Form(Buffer.from('name=%ED%A0%80', 'latin1')), false);
  assert.equal(isUtf8Form(Buffer.from('name=1\xed00', 'latin1')), false);
  assert.equal(isUtf8Form(Buffer.from('name=50%', 'latin1')), true);
  const api = await fakeApi(() => ({ status: 200, body: { success: true } }));
  const pages = await pageServer(api.url);
  try {
    const refused = await post(`${pages.url}/api/forms/contact`, 'name=Ma%FFria&email=m%40example.at');
    assert.equal(refused.status, 400);
    assert.deepEqual((await refused.json()).answer, {
      action: '/api/forms/contact',
      kind: 'refused',
      status: 400,
      message: API_MESSAGES.invalidCharacters,
    });
    assert.equal(api.received.length, 0);
  } finally {
    pages.close();
    api.close();
  }
});

test('a post refused before its fields are read (415, 413, no UTF-8): the form’s page as far as its path names it, else its action, with the refusal', async () => {
  const api = await fakeApi(() => ({ status: 201, body: { success: true } }));
  const pages = await pageServer(api.url);
  try {
    const tooLarge = await post(`${pages.url}/api/forms/review/G-7`, `message=${'x'.repeat(300 * 1024)}`);
    assert.equal(tooLarge.status, 413);
    assert.deepEqual(await tooLarge.json(), {
      pagePath: '/projekt/G-7',
      answer: {
        action: '/api/forms/review/:number',
        kind: 'refused',
        status: 413,
        message: API_MESSAGES.payloadTooLarge,
      },
    });
    const notUtf8 = await post(`${pages.url}/api/forms/review/G-7`, 'message=Ma%FFria');
    assert.equal(notUtf8.status, 400);
    assert.equal((await notUtf8.json()).pagePath, '/projekt/G-7');
    // The project's page is named by a posted field: the action, where the site says the refusal.
    const multipart = new FormData();
    multipart.set('number', 'G-7');
    const wrongType = await fetch(`${pages.url}/api/forms/project`, { method: 'POST', body: multipart });
    assert.equal(wrongType.status, 415);
    assert.deepEqual(await wrongType.json(), {
      pagePath: '/api/forms/project',
      answer: {
        action: '/api/forms/project',
        kind: 'refused',
        status: 415,
        message: API_MESSAGES.unsupportedMediaType,
      },
    });
    assert.equal(api.received.length, 0);
  } finally {
    pages.close();
    api.close();
  }
});
