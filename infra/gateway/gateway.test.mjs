// @ts-check
// The local gateway as a browser and the API see it: security headers, caching, the body limit and connection
// reuse towards the API. Runs against a stand-in API on 127.0.0.1 and throw-away build folders.
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startGateway } from './server.mjs';
import { COMMON_SECURITY_HEADERS, htmlSecurityHeaders, shellSecurityHeaders } from './security-headers.mjs';
import { precompress } from '../scripts/precompress.mjs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @type {Awaited<ReturnType<typeof startGateway>>} */
let gateway;
/** @type {http.Server} */
let api;
let apiRequests = 0;
/** @type {Set<number>} client ports the API saw: one per connection */
const apiConnections = new Set();
/** @type {http.RequestListener | undefined} how the stand-in API answers in one test (default: `{"ok":true}`) */
let apiAnswer;
let dir = '';

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stairs-gateway-'));
  await mkdir(path.join(dir, 'shell'));
  await writeFile(path.join(dir, 'shell', 'index.html'), '<!doctype html><title>Test</title>');
  await writeFile(
    path.join(dir, 'shell', 'main.0123abcd.js'),
    `console.log(${JSON.stringify('Treppe '.repeat(400))});`,
  );
  await writeFile(
    path.join(dir, 'shell', 'index.html'),
    `<!doctype html><title>Test</title>${'<p>Stufe</p>'.repeat(200)}`,
  );
  await precompress(path.join(dir, 'shell'));
  await mkdir(path.join(dir, 'pages', 'blog'), { recursive: true });
  await writeFile(path.join(dir, 'pages', 'blog', 'eichenstufen-2026-11-24.html'), '<h1>Eichenstufen</h1>');
  await mkdir(path.join(dir, 'admin', 'server'), { recursive: true });
  await writeFile(path.join(dir, 'admin', 'remoteEntry.js'), 'var admin;');
  await writeFile(path.join(dir, 'admin', 'server', 'index.js'), 'module.exports = {};');
  await writeFile(
    path.join(dir, 'remotes.json'),
    JSON.stringify({
      gallery: 'https://cdn.example.at/gallery/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    }),
  );
  api = http.createServer((req, res) => {
    apiRequests += 1;
    apiConnections.add(req.socket.remotePort ?? 0);
    if (apiAnswer) {
      apiAnswer(req, res);
      return;
    }
    req.resume();
    req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}'));
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (api.address());
  gateway = await startGateway({
    port: 0,
    apiUrl: `http://127.0.0.1:${port}`,
    shellDir: path.join(dir, 'shell'),
    remotesManifestFile: path.join(dir, 'remotes.json'),
    remoteDirs: { admin: path.join(dir, 'admin') },
    pagesDir: path.join(dir, 'pages'),
    publishedDir: path.join(dir, 'published'),
  });
});

after(async () => {
  await gateway?.close();
  await new Promise((resolve) => api?.close(() => resolve(undefined)));
  await rm(dir, { recursive: true, force: true });
});

test('an HTML page carries the CSP (with the remotes’ origins), no framing by others, and the rest', async () => {
  const res = await fetch(`${gateway.url}/gallery`, { headers: { Accept: 'text/html' } });
  assert.equal(res.status, 200);
  const csp = res.headers.get('content-security-policy') ?? '';
  assert.match(csp, /frame-ancestors 'self'/);
  // Scripts from the site and the remotes; inline only the page's boot script, by its hash.
  assert.match(csp, /script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=' https:\/\/cdn\.example\.at /);
  assert.doesNotMatch(csp, /script-src[^;]*'unsafe-inline'/);
  assert.match(csp, /object-src 'none'/);
  assert.equal(res.headers.get('x-frame-options'), 'SAMEORIGIN');
  assert.match(res.headers.get('permissions-policy') ?? '', /camera=\(\)/);
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(res.headers.get('cache-control'), 'no-cache');
});

test('a rendered page opens in the visitor’s browsing context group; the shell’s page (the admin) in one of its own', async () => {
  const rendered = await fetch(`${gateway.url}/blog/eichenstufen-2026-11-24`);
  assert.match(await rendered.text(), /Eichenstufen/);
  assert.equal(rendered.headers.get('cross-origin-opener-policy'), null);
  assert.match(rendered.headers.get('content-security-policy') ?? '', /frame-ancestors 'self'/);
  const shell = await fetch(`${gateway.url}/admin`);
  assert.match(await shell.text(), /<title>Test<\/title>/);
  assert.equal(shell.headers.get('cross-origin-opener-policy'), 'same-origin');
  assert.match(shell.headers.get('content-security-policy') ?? '', /frame-ancestors 'self'/);
  // By its own name too, as nginx serves it.
  const index = await fetch(`${gateway.url}/index.html`);
  assert.match(await index.text(), /<title>Test<\/title>/);
  assert.equal(index.headers.get('cross-origin-opener-policy'), 'same-origin');
  assert.match(index.headers.get('content-security-policy') ?? '', /frame-ancestors 'self'/);
});

test('a hashed asset is immutable and nosniff; remotes.json is revalidated', async () => {
  const asset = await fetch(`${gateway.url}/main.0123abcd.js`);
  assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(asset.headers.get('x-content-type-options'), 'nosniff');
  const manifest = await fetch(`${gateway.url}/remotes.json`);
  assert.equal(manifest.headers.get('cache-control'), 'no-cache');
  assert.equal(manifest.headers.get('x-content-type-options'), 'nosniff');
});

test('an oversized body is refused by the gateway with 413', async () => {
  const before = apiRequests;
  const declared = await fetch(`${gateway.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: Buffer.alloc(50 * 1024 * 1024, 0x20),
  });
  assert.equal(declared.status, 413);
  assert.equal(
    /** @type {{ message: string }} */ (await declared.json()).message,
    'Die Anfrage ist zu groß.',
  );
  assert.equal(apiRequests, before, 'a declared oversized body must not reach the API');

  // A body without a length (chunked) is refused: it could not be checked before reaching the API.
  const chunked = await new Promise((resolve) => {
    const req = http.request(
      `${gateway.url}/api/contact`,
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } },
      (res) => {
        res.resume();
        resolve(res.statusCode);
      },
    );
    req.on('error', () => resolve('closed'));
    req.write('{"name":');
    req.end('"x"}');
  });
  assert.equal(chunked, 411);
  assert.equal(apiRequests, before);

  // A body within the limit goes through whole.
  const fine = await fetch(`${gateway.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'x'.repeat(1000) }),
  });
  assert.equal(fine.status, 200);
  assert.equal(apiRequests, before + 1);

  // The blog's photo upload may carry a whole phone photo: 20 MB passes there, 52 MB does not.
  const photo = await fetch(`${gateway.url}/api/blog/quick-upload?filename=stiege.jpg`, {
    method: 'POST',
    headers: { 'Content-Type': 'image/jpeg' },
    body: Buffer.alloc(20 * 1024 * 1024, 0xff),
  });
  assert.equal(photo.status, 200);
  assert.equal(apiRequests, before + 2);
  const hugePhoto = await fetch(`${gateway.url}/api/blog/quick-upload`, {
    method: 'POST',
    headers: { 'Content-Type': 'image/jpeg' },
    body: Buffer.alloc(52 * 1024 * 1024, 0xff),
  });
  assert.equal(hugePhoto.status, 413);
  assert.equal(apiRequests, before + 2);
});

/**
 * Sends a POST with a body of `size` bytes over a plain socket, as a client that reads the answer while it sends
 * (a browser) or only after it has sent everything (`readWhileSending: false`), and what it got: the answer's
 * head and body, whether the whole body went out, and the error that ended the connection, if one did.
 * @param {string} url @param {number} size @param {boolean} readWhileSending
 * @returns {Promise<{ answer: string; bodySent: boolean; error: string | undefined }>}
 */
function sendOversizedBody(url, size, readWhileSending) {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    /** @type {Buffer[]} */
    const received = [];
    let error = /** @type {string | undefined} */ (undefined);
    const answered = () => /\r\n\r\n\{.*\}$/s.test(Buffer.concat(received).toString());
    /** @type {(() => void) | undefined} */
    let onAnswer;
    socket.on('data', (chunk) => {
      received.push(chunk);
      if (answered()) onAnswer?.();
    });
    socket.on('error', (failure) => {
      error = /** @type {NodeJS.ErrnoException} */ (failure).code ?? failure.message;
    });
    let bodySent = false;
    socket.on('close', () => resolve({ answer: Buffer.concat(received).toString(), bodySent, error }));
    if (!readWhileSending) socket.pause();
    const head = `POST ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`;
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const sendRest = () => {
      while (sent < size) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!socket.write(piece)) {
          socket.once('drain', sendRest);
          return;
        }
      }
      // Everything is handed over; it has gone out once the last write is flushed. Then the client that waited reads.
      socket.write(Buffer.alloc(0), () => {
        bodySent = true;
        if (!readWhileSending) socket.resume();
      });
    };
    socket.write(head);
    if (readWhileSending) {
      // The first megabyte, then the rest only once the answer is in: the gateway must not close before it.
      socket.write(chunk);
      sent = chunk.length;
      onAnswer = () => {
        onAnswer = undefined;
        sendRest();
      };
    } else {
      sendRest();
    }
  });
}

test('a client still sending an oversized body reads the 413; the gateway closes only after the body', async () => {
  const before = apiRequests;
  for (const readWhileSending of [true, false]) {
    const { answer, bodySent, error } = await sendOversizedBody(
      `${gateway.url}/api/contact`,
      52 * 1024 * 1024,
      readWhileSending,
    );
    assert.equal(error, undefined, `the connection was reset (reading while sending: ${readWhileSending})`);
    assert.ok(bodySent, `the body was cut off (reading while sending: ${readWhileSending})`);
    assert.match(answer, /^HTTP\/1\.1 413 /);
    assert.match(answer, /"message":"Die Anfrage ist zu groß\."/);
  }
  assert.equal(apiRequests, before);
});

test('assets and the page go out precompressed (brotli, else gzip) with Vary: Accept-Encoding', async () => {
  /** @param {string} url @param {string} encoding */
  const get = (url, encoding) =>
    new Promise((resolve, reject) => {
      http
        .get(
          `${gateway.url}${url}`,
          { headers: { 'Accept-Encoding': encoding, Accept: 'text/html' } },
          (res) => {
            const chunks = /** @type {Buffer[]} */ ([]);
            res.on('data', (chunk) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        )
        .on('error', reject);
    });
  const original = await readFile(path.join(dir, 'shell', 'main.0123abcd.js'));
  const br = /** @type {{ headers: http.IncomingHttpHeaders; body: Buffer }} */ (
    await get('/main.0123abcd.js', 'gzip, deflate, br')
  );
  assert.equal(br.headers['content-encoding'], 'br');
  assert.match(br.headers.vary ?? '', /Accept-Encoding/);
  assert.match(br.headers['content-type'] ?? '', /javascript/);
  assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.ok(br.body.length < original.length / 5, `brotli ${br.body.length} of ${original.length} bytes`);
  assert.deepEqual(brotliDecompressSync(br.body), original);

  const gz = /** @type {{ headers: http.IncomingHttpHeaders; body: Buffer }} */ (
    await get('/main.0123abcd.js', 'gzip')
  );
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.deepEqual(gunzipSync(gz.body), original);

  const page = /** @type {{ headers: http.IncomingHttpHeaders; body: Buffer }} */ (
    await get('/referenzen', 'br')
  );
  assert.equal(page.headers['content-encoding'], 'br');
  assert.match(page.headers['content-type'] ?? '', /text\/html/);
  assert.match(String(page.headers['content-security-policy'] ?? ''), /frame-ancestors/);
  assert.match(brotliDecompressSync(page.body).toString(), /<title>Test<\/title>/);

  const plain = /** @type {{ headers: http.IncomingHttpHeaders; body: Buffer }} */ (
    await get('/main.0123abcd.js', 'identity')
  );
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.deepEqual(plain.body, original);

  // A file compressed after the gateway started (a remote version published meanwhile) is served compressed.
  await writeFile(
    path.join(dir, 'shell', 'late.0123abcd.js'),
    `console.log(${JSON.stringify('Stufe '.repeat(500))});`,
  );
  await precompress(path.join(dir, 'shell'));
  const late = /** @type {{ headers: http.IncomingHttpHeaders; body: Buffer }} */ (
    await get('/late.0123abcd.js', 'br')
  );
  assert.equal(late.headers['content-encoding'], 'br');
  assert.match(late.headers['content-type'] ?? '', /javascript/);
});

test('requests to the API reuse their connections (keep-alive)', async () => {
  apiConnections.clear();
  for (let i = 0; i < 20; i += 1) {
    const res = await fetch(`${gateway.url}/api/health`);
    assert.equal(res.status, 200);
    await res.arrayBuffer();
  }
  assert.ok(apiConnections.size <= 2, `the API saw ${apiConnections.size} connections for 20 requests`);
});

test('nginx sends the same security headers as the gateway', async () => {
  /** @param {string} file */
  const headersOf = async (file) =>
    Object.fromEntries(
      [
        ...(await readFile(path.join(here, '..', 'production', file), 'utf8')).matchAll(
          /^add_header ([\w-]+) "(.*)" always;$/gm,
        ),
      ].map((match) => [match[1], match[2]]),
    );
  // Plus HSTS on every response in production (nginx terminates TLS; the local gateway is plain HTTP).
  const { ['Strict-Transport-Security']: commonHsts, ...common } = await headersOf('security-headers.conf');
  assert.deepEqual(common, COMMON_SECURITY_HEADERS);
  const { ['Strict-Transport-Security']: hsts, ...rest } = await headersOf('html-security-headers.conf');
  assert.deepEqual(rest, htmlSecurityHeaders([]));
  assert.deepEqual(
    { ...rest, ...(await headersOf('shell-security-headers.conf')) },
    shellSecurityHeaders([]),
  );
  assert.match(hsts ?? '', /max-age=\d{8}/);
  assert.equal(commonHsts, hsts);
});

test('a page of the site answers 200, an unknown path the shell’s 404 screen with the status 404', async () => {
  for (const page of [
    '/',
    '/gallery',
    '/blog/eichenstufen-2026-11-24',
    '/preview/KV-2026-000001-betonstufen.html',
  ]) {
    const res = await fetch(`${gateway.url}${page}`, { headers: { Accept: 'text/html' } });
    assert.equal(res.status, 200, page);
  }
  // Whatever the request accepts: a link preview or a crawler may send */* or nothing (the gateway once answered
  // those with a plain 404, unlike nginx).
  for (const accept of ['*/*', 'application/json']) {
    const res = await fetch(`${gateway.url}/gallery`, { headers: { Accept: accept } });
    assert.equal(res.status, 200, accept);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
  }
  const missing = await fetch(`${gateway.url}/gibt-es-nicht`, { headers: { Accept: 'text/html' } });
  assert.equal(missing.status, 404);
  assert.match(await missing.text(), /<title>Test<\/title>/);
  assert.match(missing.headers.get('content-security-policy') ?? '', /frame-ancestors/);
  // An article exists as its rendered page; an unknown one is a 404 (the shell says 'Artikel nicht gefunden').
  const article = await fetch(`${gateway.url}/blog/eichenstufen-2026-11-24`, {
    headers: { Accept: 'text/html' },
  });
  assert.match(await article.text(), /Eichenstufen/);
  const unknownArticle = await fetch(`${gateway.url}/blog/gibt-es-nicht`, {
    headers: { Accept: 'text/html' },
  });
  assert.equal(unknownArticle.status, 404);
  assert.match(await unknownArticle.text(), /<title>Test<\/title>/);
});

test('a remote’s server build (the page renderer’s) is not served to browsers', async () => {
  assert.equal((await fetch(`${gateway.url}/remotes/admin/remoteEntry.js`)).status, 200);
  assert.equal((await fetch(`${gateway.url}/remotes/admin/server/index.js`)).status, 404);
  assert.equal((await fetch(`${gateway.url}/remotes/admin/v/1/server/index.js`)).status, 404);
});

test('source maps are served only where SOURCE_MAPS turns them on (nginx never)', async () => {
  await writeFile(path.join(dir, 'shell', 'main.0123abcd.js.map'), '{"version":3}');
  await writeFile(path.join(dir, 'admin', 'remoteEntry.js.map'), '{"version":3}');
  assert.equal((await fetch(`${gateway.url}/main.0123abcd.js.map`)).status, 404);
  assert.equal((await fetch(`${gateway.url}/remotes/admin/remoteEntry.js.map`)).status, 404);
  const withMaps = await startGateway({
    port: 0,
    apiUrl: gateway.apiUrl,
    shellDir: path.join(dir, 'shell'),
    remotesManifestFile: path.join(dir, 'remotes.json'),
    remoteDirs: { admin: path.join(dir, 'admin') },
    pagesDir: path.join(dir, 'pages'),
    publishedDir: path.join(dir, 'published'),
    sourceMaps: true,
  });
  try {
    assert.equal((await fetch(`${withMaps.url}/main.0123abcd.js.map`)).status, 200);
    assert.equal((await fetch(`${withMaps.url}/remotes/admin/remoteEntry.js.map`)).status, 200);
  } finally {
    await withMaps.close();
  }
});

test('the sitemap and robots.txt are the API’s', async () => {
  const before = apiRequests;
  assert.equal((await fetch(`${gateway.url}/sitemap.xml`)).status, 200);
  assert.equal((await fetch(`${gateway.url}/robots.txt`)).status, 200);
  assert.equal(apiRequests, before + 2);
});

/**
 * Runs `body` with the stand-in API answering by `answer`.
 * @param {http.RequestListener} answer @param {() => Promise<void>} body
 */
async function withApiAnswer(answer, body) {
  apiAnswer = answer;
  try {
    await body();
  } finally {
    apiAnswer = undefined;
  }
}

test('the API sees the visitor’s Host and cookies unchanged, and X-Forwarded-For/-Proto/-Host', async () => {
  /** @type {http.IncomingHttpHeaders} */
  let seen = {};
  await withApiAnswer(
    (req, res) => {
      seen = req.headers;
      req.resume();
      res.writeHead(200).end();
    },
    async () => {
      const res = await fetch(`${gateway.url}/api/health?x=1`, {
        headers: { Cookie: 'stairs.sid=s%3Aabc; stairs.device=d1', 'X-Forwarded-For': '203.0.113.9' },
      });
      assert.equal(res.status, 200);
    },
  );
  assert.equal(seen.host, new URL(gateway.url).host);
  assert.equal(seen.cookie, 'stairs.sid=s%3Aabc; stairs.device=d1');
  // The client's own X-Forwarded-For is kept and the address the gateway saw appended, as the API's trust
  // proxy setting expects.
  assert.equal(seen['x-forwarded-for'], '203.0.113.9,127.0.0.1');
  assert.equal(seen['x-forwarded-proto'], 'http');
  assert.equal(seen['x-forwarded-port'], new URL(gateway.url).port);
  assert.equal(seen['x-forwarded-host'], new URL(gateway.url).host);
});

test('every Set-Cookie of the API reaches the browser, with the status and the API’s own headers', async () => {
  await withApiAnswer(
    (req, res) => {
      req.resume();
      res.writeHead(201, {
        'Set-Cookie': ['stairs.sid=s%3Aabc; Path=/; HttpOnly', 'stairs.device=d1; Path=/; HttpOnly'],
        'X-Request-Id': 'r-1',
        'Content-Type': 'application/json; charset=utf-8',
      });
      res.end('{"created":true}');
    },
    async () => {
      const res = await fetch(`${gateway.url}/api/auth/login`, { method: 'POST', body: '{}' });
      assert.equal(res.status, 201);
      assert.deepEqual(res.headers.getSetCookie(), [
        'stairs.sid=s%3Aabc; Path=/; HttpOnly',
        'stairs.device=d1; Path=/; HttpOnly',
      ]);
      assert.equal(res.headers.get('x-request-id'), 'r-1');
      assert.deepEqual(await res.json(), { created: true });
    },
  );
});

test('an upload streams through to the API, and an answer back, without waiting for the whole body', async () => {
  /** @type {(value: void) => void} */
  let firstBytesArrived = () => undefined;
  const apiHasFirstBytes = new Promise((resolve) => (firstBytesArrived = resolve));
  /** @type {(value: void) => void} */
  let finishAnswer = () => undefined;
  const answerMayFinish = new Promise((resolve) => (finishAnswer = resolve));
  let received = 0;
  await withApiAnswer(
    (req, res) => {
      req.on('data', (chunk) => {
        if (received === 0) firstBytesArrived();
        received += chunk.length;
      });
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.write(`received ${received}\n`);
        void answerMayFinish.then(() => res.end('done'));
      });
    },
    async () => {
      const half = Buffer.alloc(256 * 1024, 0xff);
      const answer = await new Promise((resolve, reject) => {
        const req = http.request(`${gateway.url}/api/objects/upload/t1`, {
          method: 'PUT',
          headers: { 'Content-Type': 'image/jpeg', 'Content-Length': String(2 * half.length) },
        });
        req.on('response', resolve);
        req.on('error', reject);
        req.write(half);
        // The second half is sent only once the API holds the first: a gateway that buffered the body would
        // never let this test finish.
        void apiHasFirstBytes.then(() => req.end(half));
      });
      const res = /** @type {http.IncomingMessage} */ (answer);
      assert.equal(res.statusCode, 200);
      // The first line of the answer arrives while the API still holds the rest back.
      const firstLine = await new Promise((resolve) => res.once('data', (chunk) => resolve(String(chunk))));
      assert.equal(firstLine, `received ${2 * half.length}\n`);
      finishAnswer();
      const rest = await new Promise((resolve) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(text));
      });
      assert.equal(rest, 'done');
    },
  );
});

test('with the API down the gateway answers 502 with a German JSON message', async () => {
  // A port that was free a moment ago: nothing listens there.
  const closed = http.createServer();
  await new Promise((resolve) => closed.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (closed.address());
  await new Promise((resolve) => closed.close(() => resolve(undefined)));
  const down = await startGateway({
    port: 0,
    apiUrl: `http://127.0.0.1:${port}`,
    shellDir: path.join(dir, 'shell'),
  });
  const logged = console.error;
  console.error = () => undefined;
  try {
    const res = await fetch(`${down.url}/api/calculate-concrete`, { method: 'POST', body: '{}' });
    assert.equal(res.status, 502);
    assert.match(res.headers.get('content-type') ?? '', /application\/json/);
    assert.deepEqual(await res.json(), {
      statusCode: 502,
      message: 'Der Server ist derzeit nicht erreichbar. Bitte versuchen Sie es später erneut.',
    });
  } finally {
    console.error = logged;
    await down.close();
  }
});
