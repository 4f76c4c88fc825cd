// @ts-check
// The one local address of the site (docs/conventions.md): the rendered public pages (`/` is the home page's
// HTML), the shell's build (its files, and its index.html for a page rendered in the browser), each remote's build
// at `/remotes/<name>/`, the runtime remote manifest at `/remotes.json`, and `/api` + `/objects` proxied to the API. A production deployment does the same with its reverse proxy
// (infra/); this server is what `npm start` and the e2e suite use. The forms' paths (`/api/forms/...`) go to the
// page server (shell/renderer/page-server.mjs), which answers the forms sent without script.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express from 'express';
import { createApiProxy, isPageServerPath, isProxiedPath } from './api-proxy.mjs';
import { RENDERED_ONLY_PATH, isPagePath } from './page-routes.mjs';
import {
  COMMON_SECURITY_HEADERS,
  htmlSecurityHeaders,
  remoteOriginsOf,
  shellSecurityHeaders,
} from './security-headers.mjs';
import {
  REMOTE_NAMES,
  notFoundPageFile,
  readRemotesManifest,
  renderedPageFile,
  siteLayout,
} from './site-layout.mjs';

/** Hashed build output (`name.0123abcd.js`) never changes under its name: cache it for a year. */
const HASHED_ASSET = /\.[0-9a-f]{8}\.(?:js|css|map|png|jpe?g|gif|webp|avif|svg|woff2?)$/;

/**
 * @typedef {object} GatewayOptions
 * @property {number} [port] default PORT or 8080; 0 picks a free port
 * @property {string} [host] default HOST or 127.0.0.1
 * @property {string} [apiUrl] default API_URL or http://127.0.0.1:3001
 * @property {string} [pageServerUrl] the page server (the forms' paths), default PAGE_SERVER_URL or
 *   http://127.0.0.1:PAGE_SERVER_PORT (3003)
 * @property {string} [remotesManifestFile] a JSON file served as /remotes.json (default REMOTES_MANIFEST_FILE)
 * @property {string} [shellDir] default <repo>/shell/dist
 * @property {Partial<Record<import('./site-layout.mjs').RemoteName, string>>} [remoteDirs] default <repo>/mfe-<name>/dist
 * @property {string} [publishedDir] published remote versions (default PUBLISHED_REMOTES_DIR or <repo>/var/remotes)
 * @property {string} [pagesDir] rendered pages (default PAGES_DIR or <repo>/var/pages)
 * @property {boolean} [log] log one line per request (default false)
 * @property {boolean} [sourceMaps] serve `.map` files (default: SOURCE_MAPS=true; otherwise 404, as in nginx)
 */

/**
 * Cache policy of a static file: entry points (index.html, remoteEntry.js, mf-manifest.json) are revalidated
 * on every load so a new deployment takes effect at once; hashed chunks are immutable.
 * @param {import('node:http').ServerResponse} res @param {string} filePath
 */
function setCacheHeaders(res, filePath) {
  // A precompressed copy (main.0123abcd.js.br) is cached like the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  res.setHeader(
    'Cache-Control',
    HASHED_ASSET.test(name) && !name.startsWith('remoteEntry')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  );
}

/** @param {import('express').Response} res */
function setSecurityHeaders(res) {
  for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) res.setHeader(name, value);
}

/**
 * A build folder with its precompressed copies (written by infra/scripts/precompress.mjs): brotli, else gzip,
 * else the file itself, by the client's Accept-Encoding, with `Vary: Accept-Encoding`. The copies are looked up
 * per request, so a remote version published while the gateway runs is served compressed too.
 * @param {string} dir
 * @returns {import('express').RequestHandler}
 */
function precompressedStatic(dir) {
  const serveStatic = express.static(dir, { index: false, redirect: false, setHeaders: setCacheHeaders });
  const root = path.resolve(dir);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, relative);
    // Only files inside the folder, and never the compressed copies by their own names.
    if (!file.startsWith(`${root}${path.sep}`) || /\.(br|gz)$/.test(file)) return serveStatic(req, res, next);
    const copy = await precompressedCopy(req, file);
    if (!copy || !(await isFile(file))) return serveStatic(req, res, next);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Encoding', copy.name);
    res.type(path.extname(file));
    setCacheHeaders(res, file);
    res.sendFile(copy.file, (error) => error && next(error));
  };
}

/**
 * The precompressed copy of one file the client accepts, if there is one.
 * @param {import('express').Request} req @param {string} file
 */
async function precompressedCopy(req, file) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  for (const [name, extension] of /** @type {const} */ ([
    ['br', 'br'],
    ['gzip', 'gz'],
  ])) {
    if (!new RegExp(`\\b${name}\\b`).test(accepted)) continue;
    const copy = `${file}.${extension}`;
    if (await isFile(copy)) return { name, file: copy };
  }
  return undefined;
}

/** @param {string} file */
function isFile(file) {
  return fs.stat(file).then(
    (found) => found.isFile(),
    () => false,
  );
}

/** @param {GatewayOptions} options */
function resolveApiUrl(options) {
  return options.apiUrl ?? process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
}

/** @param {GatewayOptions} options */
function resolvePageServerUrl(options) {
  return (
    options.pageServerUrl ??
    process.env.PAGE_SERVER_URL ??
    `http://127.0.0.1:${process.env.PAGE_SERVER_PORT ?? '3003'}`
  );
}

/**
 * The gateway's request handler (without listening), for tests and for embedding: the API's paths go to the
 * proxy straight from Node's HTTP server, everything else through the Express app.
 * @param {GatewayOptions} [options]
 * @returns {import('node:http').RequestListener}
 */
export function createGatewayHandler(options = {}) {
  const proxy = createApiProxy(resolveApiUrl(options));
  // The page server is reached by the same pipe as the API (it takes the forms' paths and sends the rest on).
  const pageServer = createApiProxy(resolvePageServerUrl(options));
  const app = createSiteApp(options);
  /** @type {import('node:http').RequestListener} */
  const handle = (req, res) => {
    const url = req.url ?? '/';
    if (isPageServerPath(url)) return pageServer(req, res);
    return isProxiedPath(url) ? proxy(req, res) : app(req, res);
  };
  if (!options.log) return handle;
  return (req, res) => {
    const started = Date.now();
    const { method, url } = req;
    res.on('finish', () => console.log(`${method} ${url} ${res.statusCode} ${Date.now() - started}ms`));
    handle(req, res);
  };
}

/**
 * The Express app of everything but the API: pages, remotes, static files.
 * @param {GatewayOptions} options
 */
function createSiteApp(options) {
  const layout = siteLayout(options);
  const { shellDir } = layout;

  const app = express();
  app.disable('x-powered-by');

  const readManifest = () => readRemotesManifest(layout);

  // Source maps show the source to anyone: only where the setting turns them on (docs/decisions.md).
  const sourceMaps = options.sourceMaps ?? process.env.SOURCE_MAPS === 'true';
  if (!sourceMaps) {
    app.use((req, res, next) => {
      if (!/\.map$/i.test(req.path)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.status(404).type('text/plain').send('Not found');
    });
  }

  // Where the shell finds the remotes, read on every request: pointing it at a newly deployed remote needs
  // neither a shell rebuild nor a gateway restart.
  app.get('/remotes.json', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    setSecurityHeaders(res);
    try {
      res.json(await readManifest());
    } catch (error) {
      console.error(`[gateway] cannot read ${layout.remotesManifestFile}:`, error);
      res.status(503).json({ statusCode: 503, message: 'Remote-Manifest nicht verfügbar' });
    }
  });

  // Each remote from its own build output and base URL; a published version from its own folder. CORS: a
  // deployment may serve remotes from another origin than the shell, and the MF runtime fetches the manifest.
  /** @type {import('express').RequestHandler} */
  const remoteHeaders = (req, res, next) => {
    // server/ is the page renderer's Node build of the remote: not for browsers.
    if (/^\/(?:v\/[^/]+\/)?server\//.test(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', '*');
    setSecurityHeaders(res);
    next();
  };
  for (const name of REMOTE_NAMES) {
    app.use(`/remotes/${name}/v`, remoteHeaders, precompressedStatic(path.join(layout.publishedDir, name)));
    app.use(`/remotes/${name}`, remoteHeaders, precompressedStatic(layout.remoteBuildDir(name)));
  }
  // A missing remote file is a 404, never the shell's index.html (that would be parsed as JavaScript).
  app.use('/remotes', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.status(404).type('text/plain').send('Not found');
  });

  /**
   * The HTML headers of a page: a rendered page's, or the shell's (its own browsing context group).
   * @param {import('express').Response} res @param {'rendered' | 'shell'} kind
   */
  const setPageHeaders = async (res, kind) => {
    const origins = await readManifest().then(remoteOriginsOf, () => []);
    const headers = kind === 'rendered' ? htmlSecurityHeaders(origins) : shellSecurityHeaders(origins);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  };

  app.use(async (req, res, next) => {
    setSecurityHeaders(res);
    // The shell's index.html asked for by its name is the shell's page, as nginx serves it.
    if (req.path === '/index.html') await setPageHeaders(res, 'shell');
    next();
  }, precompressedStatic(shellDir));

  // Pages: the rendered HTML of a public page (shell/renderer), else the shell that renders the page in the
  // browser (admin pages; a page not rendered yet). An unknown path gets the rendered 404 page with the status
  // 404. Only for page navigations: a missing script or image stays a plain 404.
  /**
   * @param {import('express').Request} req @param {import('express').Response} res
   * @param {number} attempt
   */
  const servePage = async (req, res, attempt) => {
    const known = isPagePath(req.path);
    const rendered = known ? renderedPageFile(layout, req.path) : notFoundPageFile(layout);
    const candidates = [rendered, path.join(shellDir, 'index.html')].filter((file) => file !== undefined);
    for (const file of candidates) {
      const renderedOnly = RENDERED_ONLY_PATH.test(req.path) && file !== rendered;
      const encoding = await precompressedCopy(req, file);
      const sent = encoding?.file ?? ((await isFile(file)) ? file : undefined);
      if (!sent) continue;
      res.setHeader('Cache-Control', 'no-cache');
      await setPageHeaders(res, file === rendered ? 'rendered' : 'shell');
      res.setHeader('Vary', 'Accept-Encoding');
      if (encoding) res.setHeader('Content-Encoding', encoding.name);
      else res.removeHeader('Content-Encoding');
      res.type('html');
      res.status(known && !renderedOnly ? 200 : 404);
      res.sendFile(sent, (error) => {
        if (!error) return;
        // The renderer replaced or removed the page between the lookup and the read (an article withdrawn
        // meanwhile): look again once, which finds the new page or the 404.
        const code = /** @type {NodeJS.ErrnoException} */ (error).code;
        if (code === 'ENOENT' && !res.headersSent && attempt === 0) void servePage(req, res, 1);
        else if (!res.headersSent) res.status(500).end();
      });
      return;
    }
    res.status(503).type('text/plain').send('Shell build missing (npm run build)');
  };

  app.use((req, res) => {
    // A page of the site is always its page, whatever the request accepts (a link preview or a crawler may send
    // `*/*` or no Accept at all), as in nginx. Another path gets the 404 page when HTML would do, else a plain 404.
    const accept = req.headers.accept ?? '*/*';
    const isPage = isPagePath(req.path) || accept.includes('text/html') || accept.includes('*/*');
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPage) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    void servePage(req, res, 0);
  });

  return app;
}

/**
 * Starts the gateway; resolves once it listens. `close()` stops accepting connections and ends idle ones
 * (active requests get a few seconds).
 * @param {GatewayOptions} [options]
 * @returns {Promise<{ url: string; port: number; apiUrl: string; server: import('node:http').Server; close: () => Promise<void> }>}
 */
export async function startGateway(options = {}) {
  const port = options.port ?? Number(process.env.PORT ?? 8080);
  const host = options.host ?? process.env.HOST ?? '127.0.0.1';

  const server = http.createServer(createGatewayHandler(options));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${address.port}`;

  /** @type {Promise<void> | undefined} */
  let closing;
  const close = () => {
    closing ??= new Promise((resolve) => {
      const force = setTimeout(() => server.closeAllConnections(), 5000);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        resolve();
      });
      server.closeIdleConnections();
    });
    return closing;
  };
  return { url, port: address.port, apiUrl: resolveApiUrl(options), server, close };
}

// Run directly: node infra/gateway/server.mjs
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const gateway = await startGateway({ log: process.env.GATEWAY_LOG === '1' });
  console.log(`[gateway] site on ${gateway.url} (API ${gateway.apiUrl})`);
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
    process.once(signal, () => {
      console.log(`[gateway] ${signal}: shutting down`);
      void gateway.close().then(() => process.exit(0));
    });
  }
}
