// @ts-check
// infra/production/nginx.conf as nginx runs it (its page locations filled in by nginx-conf.mjs), on a throw-away copy of the deployment's folders: rendered pages
// (else the shell), the 404 page, /remotes.json from the site volume (else the image's), published remote
// versions, and the page renderer's server/ folders kept from browsers. (`npm test` installs nginx-light.)
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { nginxConf } from './nginx-conf.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const NGINX = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
const VERSION = '20261124120000-0a1b2c3d';

let root = '';
/** The HTTPS port (the site) and the plain HTTP one (redirects only). */
let port = 0;
let httpPort = 0;
/** The test's self-signed certificate for 127.0.0.1, trusted by its requests only. */
let certificate = '';
/** @type {http.Server} */
let api;
/** @type {import('node:child_process').ChildProcess | undefined} */
let nginx;

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port: found } = /** @type {import('node:net').AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  return found;
}

/** @param {string} file @param {string} content */
async function put(file, content) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
}

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'stairs-nginx-'));
  await put('srv/shell/index.html', '<!doctype html><title>Shell</title><div id="root"></div>');
  await put('srv/site/pages/index.html', '<!doctype html><h1>Startseite gerendert</h1>');
  const gallery = `<!doctype html><h1>Bildergalerie gerendert</h1>${'<p>Stufe</p>'.repeat(100)}`;
  await put('srv/site/pages/gallery.html', gallery);
  await writeFile(path.join(root, 'srv/site/pages/gallery.html.gz'), gzipSync(gallery));
  await put('srv/site/pages/404.html', '<!doctype html><h1>Seite nicht gefunden</h1>');
  await put('srv/site/pages/blog/eiche-2026-11-24.html', '<!doctype html><h1>Eiche auf Beton</h1>');
  await put('srv/config/remotes.json', '{"gallery":"/remotes/gallery/mf-manifest.json"}');
  await put('srv/remotes/gallery/mf-manifest.json', '{}');
  await put('srv/remotes/gallery/server/index.js', 'module.exports = {};');
  await put(`srv/site/remotes/gallery/${VERSION}/mf-manifest.json`, '{"version":2}');
  await put(`srv/site/remotes/gallery/${VERSION}/remoteEntry.js`, 'var gallery;');
  await put(`srv/site/remotes/gallery/${VERSION}/123.0123abcd.js`, 'console.log(1);');
  await put(`srv/site/remotes/gallery/${VERSION}/server/index.js`, 'module.exports = {};');

  // The API sends its own HSTS (helmet): nginx must not pass on a second one.
  api = http.createServer((req, res) =>
    res
      .writeHead(200, { 'Content-Type': 'text/plain', 'Strict-Transport-Security': 'max-age=1' })
      .end(`API ${req.method} ${req.url}`),
  );
  await new Promise((resolve) => api.listen(0, '127.0.0.1', () => resolve(undefined)));
  const apiPort = /** @type {import('node:net').AddressInfo} */ (api.address()).port;
  port = await freePort();
  httpPort = await freePort();
  await mkdir(path.join(root, 'tls'));
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', path.join(root, 'tls/privkey.pem'), '-out', path.join(root, 'tls/fullchain.pem')],
    ],
    { encoding: 'utf8' },
  );
  assert.equal(made.status, 0, `openssl: ${made.stderr}`);
  certificate = await readFile(path.join(root, 'tls/fullchain.pem'), 'utf8');
  await put('srv/acme/.well-known/acme-challenge/token-1', 'token-1.proof');

  const site = nginxConf()
    .replaceAll('/etc/nginx/snippets/', `${here}/`)
    .replace(/\/srv(?=[/;])/g, `${root}/srv`)
    .replace('server api:3001;', `server 127.0.0.1:${apiPort};`)
    // The page server's upstream: the same stand-in (it answers with the path it got).
    .replace('server pages:3003;', `server 127.0.0.1:${apiPort};`)
    .replaceAll('/etc/nginx/tls/', `${root}/tls/`)
    .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replace('listen 443 ssl;', `listen 127.0.0.1:${port} ssl;`);
  await put('site.conf', site);
  const temp = path.join(root, 'temp');
  await put(
    'nginx.conf',
    [
      // As root the workers would switch to "nobody", which cannot read the test's private folder.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'daemon off;',
      `pid ${root}/nginx.pid;`,
      `error_log ${root}/error.log;`,
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${temp}/${kind};`,
      ),
      `  include ${root}/site.conf;`,
      '}',
    ].join('\n'),
  );
  await mkdir(temp, { recursive: true });
  const check = spawnSync(NGINX, ['-t', '-c', path.join(root, 'nginx.conf')], { encoding: 'utf8' });
  assert.equal(check.status, 0, `nginx -t: ${check.stderr}`);
  nginx = spawn(NGINX, ['-c', path.join(root, 'nginx.conf')], { stdio: 'ignore' });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (
      await request(`https://127.0.0.1:${port}/remotes.json`).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('nginx did not start');
});

after(async () => {
  nginx?.kill('SIGTERM');
  await new Promise((resolve) => api?.close(() => resolve(undefined)));
  await rm(root, { recursive: true, force: true });
});

/**
 * A GET that trusts the test's certificate, answered as a fetch Response (gzip undone as fetch would; redirects
 * not followed).
 * @param {string} url @param {Record<string, string>} [headers]
 * @returns {Promise<Response>}
 */
function request(url, headers = {}) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const sent = client.get(url, { ca: certificate, headers }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const one of [value ?? []].flat()) responseHeaders.append(name, one);
        }
        resolve(new Response(body, { status: res.statusCode ?? 0, headers: responseHeaders }));
      });
    });
    sent.on('error', reject);
  });
}

/** @param {string} pathname @param {Record<string, string>} [headers] */
const get = (pathname, headers = {}) =>
  request(`https://127.0.0.1:${port}${pathname}`, { Accept: 'text/html', ...headers });

const HSTS = 'max-age=63072000; includeSubDomains';

test('plain HTTP redirects to HTTPS (path and query kept), except a certificate’s HTTP-01 challenge', async () => {
  const redirected = await request(`http://127.0.0.1:${httpPort}/gallery?x=1`);
  assert.equal(redirected.status, 301);
  // To the standard HTTPS port of the same name.
  assert.equal(redirected.headers.get('location'), 'https://127.0.0.1/gallery?x=1');
  assert.equal((await request(`http://127.0.0.1:${httpPort}/api/admin/pricing`)).status, 301);
  const challenge = await request(`http://127.0.0.1:${httpPort}/.well-known/acme-challenge/token-1`);
  assert.equal(challenge.status, 200);
  assert.equal(await challenge.text(), 'token-1.proof');
});

test('every HTTPS response carries HSTS, exactly once', async () => {
  for (const pathname of [
    '/',
    '/gallery',
    '/admin',
    '/blog/gibt-es-nicht',
    '/gibt-es-nicht',
    '/remotes.json',
    `/remotes/gallery/v/${VERSION}/mf-manifest.json`,
    '/remotes/gallery/server/index.js',
    '/main.0123abcd.js.map',
    '/api/health',
    '/objects/gallery/a.jpg',
    '/sitemap.xml',
  ]) {
    const res = await get(pathname);
    assert.equal(res.headers.get('strict-transport-security'), HSTS, `${pathname} (${res.status})`);
  }
});

test('a public page is its rendered HTML, precompressed, with the HTML headers; a page not rendered gets the shell', async () => {
  const gallery = await get('/gallery', { 'Accept-Encoding': 'gzip' });
  assert.equal(gallery.status, 200);
  assert.match(await gallery.text(), /Bildergalerie gerendert/);
  assert.equal(gallery.headers.get('content-encoding'), 'gzip');
  assert.match(gallery.headers.get('vary') ?? '', /Accept-Encoding/);
  assert.equal(gallery.headers.get('cache-control'), 'no-cache');
  assert.match(gallery.headers.get('content-security-policy') ?? '', /frame-ancestors/);
  assert.match(await (await get('/')).text(), /Startseite gerendert/);
  const admin = await get('/admin');
  assert.equal(admin.status, 200);
  assert.match(await admin.text(), /<title>Shell<\/title>/);
  // A rendered page opens in the visitor's browsing context group; the shell (the admin) in one of its own.
  assert.equal(gallery.headers.get('cross-origin-opener-policy'), null);
  assert.equal(admin.headers.get('cross-origin-opener-policy'), 'same-origin');
  assert.match(admin.headers.get('content-security-policy') ?? '', /frame-ancestors/);
});

test('an unknown path is the rendered 404 page with the status 404', async () => {
  const missing = await get('/gibt-es-nicht/auch-nicht');
  assert.equal(missing.status, 404);
  assert.match(await missing.text(), /Seite nicht gefunden/);
  assert.match(missing.headers.get('content-security-policy') ?? '', /frame-ancestors/);
});

test('a published article is its rendered HTML; an unknown one is a 404 with the shell', async () => {
  const article = await get('/blog/eiche-2026-11-24');
  assert.equal(article.status, 200);
  assert.match(await article.text(), /Eiche auf Beton/);
  const unknown = await get('/blog/gibt-es-nicht');
  assert.equal(unknown.status, 404);
  assert.match(await unknown.text(), /<title>Shell<\/title>/);
  assert.match(unknown.headers.get('content-security-policy') ?? '', /frame-ancestors/);
});

test('the sitemap and robots.txt come from the API', async () => {
  assert.equal(await (await get('/sitemap.xml')).text(), 'API GET /sitemap.xml');
  assert.equal(await (await get('/robots.txt')).text(), 'API GET /robots.txt');
});

test('/remotes.json: the published one from the site volume, else the image’s; never cached', async () => {
  const unpublished = await get('/remotes.json');
  assert.deepEqual(await unpublished.json(), { gallery: '/remotes/gallery/mf-manifest.json' });
  assert.equal(unpublished.headers.get('cache-control'), 'no-cache');
  await put('srv/site/remotes.json', `{"gallery":"/remotes/gallery/v/${VERSION}/mf-manifest.json"}`);
  const published = await get('/remotes.json');
  assert.deepEqual(await published.json(), { gallery: `/remotes/gallery/v/${VERSION}/mf-manifest.json` });
  assert.equal(published.headers.get('cache-control'), 'no-cache');
});

test('a published version: entry points revalidated, hashed chunks immutable, server builds not served', async () => {
  const manifest = await get(`/remotes/gallery/v/${VERSION}/mf-manifest.json`);
  assert.deepEqual(await manifest.json(), { version: 2 });
  assert.equal(manifest.headers.get('cache-control'), 'no-cache');
  assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
  const chunk = await get(`/remotes/gallery/v/${VERSION}/123.0123abcd.js`);
  assert.equal(chunk.status, 200, 'hashed chunk');
  assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal((await get(`/remotes/gallery/v/${VERSION}/server/index.js`)).status, 404);
  assert.equal((await get('/remotes/gallery/server/index.js')).status, 404);
  assert.equal((await get('/remotes/gallery/mf-manifest.json')).status, 200, 'unpublished manifest');
});
