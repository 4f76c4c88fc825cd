#!/usr/bin/env node
// @ts-check
// The page server: answers the public forms sent without script with the site's own pages (docs/decisions.md,
// "One UI for every path"); other paths under /api/forms go to the API. Loads the server builds again when
// /remotes.json changes.   node shell/renderer/page-server.mjs   (PAGE_SERVER_PORT, default 3003; API_URL)
import { isUtf8 } from 'node:buffer';
import http from 'node:http';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { match } from 'path-to-regexp';
import { API_MESSAGES, fillPath } from '@stairs/contracts';
import { createApiProxy, passedHeaders } from '../../infra/gateway/api-proxy.mjs';
import { htmlSecurityHeaders, remoteOriginsOf } from '../../infra/gateway/security-headers.mjs';
import { siteLayout } from '../../infra/gateway/site-layout.mjs';
import { loadSite } from './site-builds.mjs';

/** The longest form the API takes (the blog e-mail at its limits), percent-encoded, with room to spare. */
const MAX_FORM_BYTES = 256 * 1024;

/** A path's parameters by a route pattern (`:name`: one non-empty segment, decoded), or null. */
export function matchRoute(/** @type {string} */ pattern, /** @type {string} */ pathname) {
  try {
    const found = match(pattern, { trailing: false, sensitive: true })(pathname);
    return found ? /** @type {Record<string, string>} */ ({ ...found.params }) : null;
  } catch {
    return null; // a segment that is no valid percent-encoding
  }
}

/** Whether a urlencoded body is UTF-8 after its percent escapes (else the API would get U+FFFD). */
export function isUtf8Form(/** @type {Buffer} */ body) {
  const byte = (/** @type {string} */ _, /** @type {string} */ hex) => String.fromCharCode(parseInt(hex, 16));
  return isUtf8(Buffer.from(body.toString('latin1').replace(/%([\da-f]{2})/gi, byte), 'latin1'));
}

/** @param {http.IncomingMessage} req @returns {Promise<Buffer | null>} null when it is too large */
async function readBody(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) if ((size += chunk.length) <= MAX_FORM_BYTES) chunks.push(chunk);
  return size > MAX_FORM_BYTES ? null : Buffer.concat(chunks);
}

/**
 * @param {{ layout?: import('../../infra/gateway/site-layout.mjs').SiteLayout; apiUrl: string; load?: typeof loadSite }} options @returns {http.RequestListener}
 */
export function createPageServerHandler({ layout = siteLayout(), apiUrl, load = loadSite }) {
  const proxy = createApiProxy(apiUrl, { headers: passedHeaders });
  /** @type {{ key: string; site: ReturnType<typeof loadSite> } | undefined} */
  let loaded;
  // The server builds /remotes.json names now: loaded again when the file changes (a remote was published).
  const currentSite = async () => {
    const stats = await stat(layout.remotesManifestFile).catch(() => undefined);
    const key = stats ? `${stats.ino}:${stats.size}:${stats.mtimeMs}` : 'none';
    if (loaded?.key !== key) loaded = { key, site: load({ layout, apiUrl }) };
    const { site } = loaded;
    return site.catch((error) => {
      if (loaded?.site === site) loaded = undefined; // tried again on the next request
      throw error;
    });
  };
  // One render at a time: a render sets the remote modules of the process (setServerRemoteModules).
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();
  /**
   * @param {http.ServerResponse} res @param {string} pagePath @param {number} [status]
   * @param {import('@stairs/contracts').FormAnswer} [formAnswer]
   */
  const sendPage = async (res, pagePath, status, formAnswer) => {
    const rendered = queue.then(async () => {
      const site = await currentSite();
      return { site, ...(await site.render(pagePath, { formAnswer })) };
    });
    queue = rendered.catch(() => undefined);
    const { site, page, html } = await rendered;
    res.writeHead(status ?? page.status, {
      ...htmlSecurityHeaders(remoteOriginsOf(site.remotes)),
      'Content-Type': 'text/html; charset=utf-8',
      // What a visitor sent, results and thank-yous: never from a cache, never in a search index.
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    });
    res.end(html);
  };

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} pathname */
  const answerPost = async (req, res, pathname) => {
    const form = (await currentSite()).shell.FORM_POSTS.find(({ action }) => matchRoute(action, pathname));
    const params = form && matchRoute(form.action, pathname);
    if (!form || !params) return proxy(req, res);
    const body = await readBody(req);
    /** @param {number} status @param {string} message @param {string} [page] */
    const refuse = (status, message, page) =>
      sendPage(res, page ?? pathname, status, { action: form.action, kind: 'refused', status, message });
    // Refused before the fields are read: the form's page if its path names it, else the action (NotFoundPage).
    const named = form.pagePath(params);
    const urlencoded = /^\s*application\/x-www-form-urlencoded\s*(;|$)/i.test(
      req.headers['content-type'] ?? '',
    );
    if (!urlencoded) return refuse(415, API_MESSAGES.unsupportedMediaType, named);
    if (!body) return refuse(413, API_MESSAGES.payloadTooLarge, named);
    if (!isUtf8Form(body)) return refuse(400, API_MESSAGES.invalidCharacters, named);
    const values = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
    // An empty field counts as not sent, so the API says "required" (as the island sends it).
    const json = Object.entries(values).filter(([name, value]) => value && !form.pageFields?.includes(name));
    // A page's parameters come from the action's path (the share token) or the posted fields (the project).
    const postValues = { ...values, ...params };
    // As they came (the API finds the client's address as it would without us), less those fetch sets itself.
    const headers = /** @type {Record<string, string>} */ (passedHeaders(req));
    for (const name of ['host', 'content-length', 'accept-encoding', 'expect']) delete headers[name];
    const response = await fetch(new URL(fillPath(form.endpoint, params), apiUrl), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(Object.fromEntries(json)),
      redirect: 'manual',
    }).catch(() => null);
    /** @type {Partial<import('@stairs/contracts').ApiErrorBody> | null} */
    const answer = await response?.json().catch(() => null);
    if (response?.ok) {
      const location = form.sentLocation(answer, postValues);
      return void res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' }).end();
    }
    const page = form.pagePath(postValues);
    const message = answer?.message;
    const fields = answer?.fields ?? {};
    if (!response || typeof message !== 'string') return refuse(503, API_MESSAGES.serviceUnavailable, page);
    if (response.status !== 400 || !Object.keys(fields).length) return refuse(response.status, message, page);
    /** @type {import('@stairs/contracts').FormAnswer} */
    const invalid = { action: form.action, kind: 'invalid', values, errors: fields, message };
    return sendPage(res, page ?? pathname, 400, invalid);
  };

  return (req, res) => {
    const { pathname, search } = new URL(req.url ?? '/', 'http://page-server');
    const handled = (async () => {
      if (req.method === 'POST') return answerPost(req, res, pathname);
      const isRead = req.method === 'GET' || req.method === 'HEAD';
      const { FORM_PAGES } = (await currentSite()).shell;
      // With its query: a result page says which follow-up it received (?sent=).
      if (isRead && FORM_PAGES.some((page) => matchRoute(page, pathname)))
        return sendPage(res, pathname + search);
      return proxy(req, res);
    })();
    handled.catch((error) => {
      console.error(`[page-server] ${req.method} ${pathname}:`, error);
      if (res.headersSent) return res.destroy();
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.');
    });
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
  const { PAGE_SERVER_PORT: port = '3003', PAGE_SERVER_HOST: host = '127.0.0.1' } = process.env;
  const server = http.createServer(createPageServerHandler({ apiUrl }));
  server.listen(Number(port), host, () => console.log(`[page-server] http://${host}:${port} → ${apiUrl}`));
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
}
