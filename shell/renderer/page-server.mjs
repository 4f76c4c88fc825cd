#!/usr/bin/env node
// @ts-check
// The page server: answers the public forms a browser sends without script (docs/decisions.md, "One UI for every
// path"), as React Router's and Remix's actions do. A form's post is sent on to the API's JSON endpoint (the same
// the form's island calls, with the client's address, so rate limits and spam checks apply as to the island), and
// answered with the site's own page rendered by the same React components as the pre-rendered pages: the form
// again with the visitor's values and each field's German message (400), the API's refusal (403, 429, ...), or
// 303 to the page that follows (also rendered here, as the blog list's further pages are). Paths under /api/forms
// it does not know go to the API.
//   node shell/renderer/page-server.mjs     (PAGE_SERVER_PORT, default 3003; API_URL)
// Long-lived: it loads the server builds again when /remotes.json changes.
import { isUtf8 } from 'node:buffer';
import http from 'node:http';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_MESSAGES, fillPath } from '@stairs/contracts';
import { createApiProxy, passedHeaders } from '../../infra/gateway/api-proxy.mjs';
import { htmlSecurityHeaders, remoteOriginsOf } from '../../infra/gateway/security-headers.mjs';
import { siteLayout } from '../../infra/gateway/site-layout.mjs';
import { loadSite } from './site-builds.mjs';

/** The longest form the API takes (the blog e-mail at its limits), percent-encoded, with room to spare. */
const MAX_FORM_BYTES = 256 * 1024;

const URLENCODED = 'application/x-www-form-urlencoded';

/** The answer to a post the API did not answer (it is down). */
const API_UNAVAILABLE = { statusCode: 503, message: API_MESSAGES.serviceUnavailable };

/** Headers of the visitor's request that are not the API's request's: fetch sets its own. */
const NOT_FORWARDED = ['host', 'content-length', 'content-type', 'accept', 'accept-encoding', 'expect'];

/**
 * @typedef {import('./site-builds.mjs').LoadedSite} LoadedSite
 * @typedef {import('@stairs/contracts').FormAnswer} FormAnswer
 * @typedef {import('@stairs/contracts').ApiErrorBody} ApiErrorBody
 * @typedef {import('../src/server/form-posts').FormPost} FormPost
 */

/**
 * A path's parameters by a route pattern (`:name` stands for one non-empty segment, decoded), or null when the
 * path does not match it (or a segment is not valid percent-encoding).
 * @param {string} pattern @param {string} pathname @returns {Record<string, string> | null}
 */
export function matchRoute(pattern, pathname) {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return null;
  /** @type {Record<string, string>} */
  const params = {};
  for (const [i, part] of want.entries()) {
    const segment = have[i] ?? '';
    if (!part.startsWith(':')) {
      if (part !== segment) return null;
      continue;
    }
    if (segment === '') return null;
    try {
      params[part.slice(1)] = decodeURIComponent(segment);
    } catch {
      return null;
    }
  }
  return params;
}

/**
 * The form a post to this path is for, with the path's parameters.
 * @param {readonly FormPost[]} forms @param {string} pathname
 * @returns {{ form: FormPost; params: Record<string, string> } | undefined}
 */
export function formPostOf(forms, pathname) {
  for (const form of forms) {
    const params = matchRoute(form.action, pathname);
    if (params) return { form, params };
  }
  return undefined;
}

/**
 * The form's fields as the visitor sent them (kept for the page that shows them again), and as the JSON body: an
 * empty field counts as not sent, so the API says "required" (as the island sends it).
 * @param {string} body
 */
export function formFields(body) {
  /** @type {Record<string, string>} */
  const values = {};
  for (const [name, value] of new URLSearchParams(body)) values[name] = value;
  const json = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
  return { values, json };
}

/**
 * The page's answer to a refused post of the form at `action`: the form again with each field's message, or the
 * refusal.
 * @param {string} action @param {ApiErrorBody} error @param {Record<string, string>} values @returns {FormAnswer}
 */
export function answerOf(action, error, values) {
  if (error.statusCode === 400 && error.fields && Object.keys(error.fields).length > 0) {
    return { action, kind: 'invalid', values, errors: error.fields, message: error.message };
  }
  return { action, kind: 'refused', status: error.statusCode, message: error.message };
}

/**
 * Whether a urlencoded body's text is UTF-8: its bytes after the percent escapes (`%FF` is a byte too). Bytes that
 * are none would be decoded into U+FFFD and sent on instead of what the visitor typed, so such a post is refused.
 * Anything else (a stray '%', '&', '=', '+') is ASCII and kept as it is.
 * @param {Buffer} body
 */
export function isUtf8Form(body) {
  const decoded = Buffer.allocUnsafe(body.length);
  let length = 0;
  for (let i = 0; i < body.length; i += 1) {
    const escape = body[i] === 0x25 ? body.toString('latin1', i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(escape)) {
      decoded[length] = Number.parseInt(escape, 16);
      i += 2;
    } else {
      decoded[length] = body[i] ?? 0;
    }
    length += 1;
  }
  return isUtf8(decoded.subarray(0, length));
}

/** @param {http.IncomingMessage} req @returns {Promise<Buffer | null>} null when it is too large */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= MAX_FORM_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_FORM_BYTES ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * The page server's request handler. `load` loads the server builds (a test gives its own).
 * @param {{ layout?: import('../../infra/gateway/site-layout.mjs').SiteLayout; apiUrl: string; load?: typeof loadSite }} options
 * @returns {http.RequestListener}
 */
export function createPageServerHandler({ layout = siteLayout(), apiUrl, load = loadSite }) {
  const proxy = createApiProxy(apiUrl, { headers: passedHeaders });
  /** @type {{ key: string; site: Promise<LoadedSite> } | undefined} */
  let loaded;
  /** The server builds /remotes.json names now: loaded again when the file changes (a remote was published). */
  const currentSite = async () => {
    const stats = await stat(layout.remotesManifestFile).catch(() => undefined);
    const key = stats ? `${stats.ino}:${stats.size}:${stats.mtimeMs}` : 'none';
    if (loaded?.key !== key) {
      const site = load({ layout, apiUrl });
      loaded = { key, site };
      site.catch(() => {
        if (loaded?.site === site) loaded = undefined;
      });
    }
    return loaded.site;
  };
  // One render at a time: a render sets the remote modules of the process (setServerRemoteModules).
  let queue = Promise.resolve();
  /**
   * @param {http.ServerResponse} res @param {string} pagePath @param {number | undefined} status
   * @param {FormAnswer} [formAnswer]
   */
  const sendPage = (res, pagePath, status, formAnswer) => {
    const rendered = queue.then(async () => {
      const site = await currentSite();
      const { page, html } = await site.render(pagePath, { formAnswer });
      return { site, page, html };
    });
    queue = rendered.then(
      () => undefined,
      () => undefined,
    );
    return rendered.then(({ site, page, html }) => {
      res.writeHead(status ?? page.status, {
        ...htmlSecurityHeaders(remoteOriginsOf(site.remotes)),
        'Content-Type': 'text/html; charset=utf-8',
        // What a visitor sent, results and thank-yous: never from a cache, never in a search index.
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex',
      });
      res.end(html);
    });
  };

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} pathname */
  const answerPost = async (req, res, pathname) => {
    const site = await currentSite();
    const post = formPostOf(site.shell.FORM_POSTS, pathname);
    if (!post) return proxy(req, res);
    const { form, params } = post;
    const contentType = String(req.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase();
    const body = await readBody(req);
    if (contentType !== URLENCODED) {
      return sendPage(res, pathname, 415, {
        action: form.action,
        kind: 'refused',
        status: 415,
        message: API_MESSAGES.unsupportedMediaType,
      });
    }
    if (body === null) {
      return sendPage(res, pathname, 413, {
        action: form.action,
        kind: 'refused',
        status: 413,
        message: API_MESSAGES.payloadTooLarge,
      });
    }
    if (!isUtf8Form(body)) {
      return sendPage(res, pathname, 400, {
        action: form.action,
        kind: 'refused',
        status: 400,
        message: API_MESSAGES.invalidCharacters,
      });
    }
    const { values, json } = formFields(body.toString('utf8'));
    for (const name of form.pageFields ?? []) delete json[name];
    // A page pattern's parameters come from the action's path (the share token) or the posted fields (the project).
    const postValues = { ...values, ...params };
    const pagePath = form.pagePath(postValues);
    // As they came from the gateway (nginx): the API finds the client's address where it finds it without us.
    const headers = passedHeaders(req);
    for (const name of NOT_FORWARDED) delete headers[name];
    const response = await fetch(new URL(fillPath(form.endpoint, params), apiUrl), {
      method: 'POST',
      headers: {
        ...Object.fromEntries(
          Object.entries(headers).filter(
            /** @returns {entry is [string, string]} */ (entry) => typeof entry[1] === 'string',
          ),
        ),
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(json),
      redirect: 'manual',
    }).catch(() => null);
    const answer = response ? await response.json().catch(() => null) : null;
    if (response?.ok) {
      res.writeHead(303, { Location: form.sentLocation(answer, postValues), 'Cache-Control': 'no-store' });
      res.end();
      return;
    }
    /** @type {ApiErrorBody} */
    const error =
      answer && typeof answer.message === 'string' && response
        ? { ...answer, statusCode: response.status }
        : API_UNAVAILABLE;
    const formAnswer = answerOf(form.action, error, values);
    return sendPage(res, pagePath, error.statusCode, formAnswer);
  };

  return (req, res) => {
    const { pathname, search } = new URL(req.url ?? '/', 'http://page-server');
    const handled = (async () => {
      if (req.method === 'POST') return answerPost(req, res, pathname);
      const site = await currentSite();
      if (
        (req.method === 'GET' || req.method === 'HEAD') &&
        site.shell.FORM_PAGES.some((p) => matchRoute(p, pathname))
      )
        // With its query: a result page says which follow-up it received (?sent=).
        return sendPage(res, `${pathname}${search}`, undefined);
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
  const port = Number(process.env.PAGE_SERVER_PORT ?? '3003');
  const host = process.env.PAGE_SERVER_HOST ?? '127.0.0.1';
  const server = http.createServer(createPageServerHandler({ apiUrl }));
  server.listen(port, host, () => console.log(`[page-server] http://${host}:${port} → ${apiUrl}`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
