// @ts-check
// The gateway's proxy to the API: a plain `http.request` per request on a keep-alive agent, piped both ways,
// without Express or a proxy library in between (they cost more CPU per API call than the pipe itself: the
// gateway bench, backend/bench/gateway-overhead.mjs). Host and cookies go through unchanged so the session
// cookie stays first-party; X-Forwarded-For/-Port/-Proto/-Host let the API rate-limit by the real client address.
import http from 'node:http';
import { API, FORMS_PATH, PROXY_IDLE_CONNECTION_MS } from '@stairs/contracts';
import { FORM_PAGE_PATH } from './page-routes.mjs';

/** Paths the API answers: the API itself, uploaded objects, and the sitemap and robots.txt (made from the articles). */
const PROXIED_PREFIXES = ['/api', '/objects', '/sitemap.xml', '/robots.txt'];

/**
 * Where the forms sent without script post to, the pages that follow, and the pages forms are on whose route has
 * parameters: the page server's paths.
 * @param {string} url a request's path and query
 */
export function isPageServerPath(url) {
  return url.startsWith(`${FORMS_PATH}/`) || FORM_PAGE_PATH.test(url.split('?')[0] ?? '');
}

/** @param {string} url a request's path and query */
export function isProxiedPath(url) {
  return PROXIED_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Largest request body the gateway forwards: an image upload (10 MB) plus its multipart envelope. Anything
 * larger is refused here with 413, before it costs the API anything (nginx: client_max_body_size).
 */
const MAX_BODY_BYTES = 12 * 1024 * 1024;

/** The blog's photo upload takes a whole phone photo ('JPG, PNG bis 50MB'); nginx has the same location. */
const PHOTO_UPLOAD_PATH = API.blogFromPhoto.path;
const MAX_PHOTO_BODY_BYTES = 51 * 1024 * 1024;

/**
 * How much of a refused body is still read before the connection is closed. Closing a socket the client still
 * sends to makes the kernel answer with a reset, which discards the refusal the client has not read yet (it
 * sees a network error, not the 413); nginx keeps reading for the same reason (lingering_close). A client that
 * sends more than this is cut off.
 */
const MAX_DRAINED_BYTES = 128 * 1024 * 1024;

/**
 * Answers a refusal at once, and closes the connection only after the client has sent its body: the client
 * reads the answer whether it reads while sending (a browser) or only once it is done (many tools).
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
 * @param {number} status @param {string} message
 */
function refuseBody(req, res, status, message) {
  const body = JSON.stringify({ statusCode: status, message });
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  });
  // The whole answer goes out now; ending the response would close the connection (Connection: close).
  res.write(body);
  let drained = 0;
  /** @param {Buffer} chunk */
  const drain = (chunk) => {
    drained += chunk.length;
    if (drained <= MAX_DRAINED_BYTES) return;
    req.off('data', drain);
    res.end();
  };
  req.on('data', drain);
  req.on('end', () => res.end());
  req.on('error', () => res.destroy());
}

/**
 * Refuses a body above the limit, or one without a declared length; true when the request was answered.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
 */
function refusedBodySize(req, res) {
  const declared = req.headers['content-length'];
  const limit = String(req.url).split('?')[0] === PHOTO_UPLOAD_PATH ? MAX_PHOTO_BODY_BYTES : MAX_BODY_BYTES;
  if (declared !== undefined) {
    if (Number(declared) <= limit) return false;
    refuseBody(req, res, 413, 'Die Anfrage ist zu groß.');
    return true;
  }
  // A body without a length (chunked) cannot be checked before it is forwarded, and browsers always send one.
  if (req.headers['transfer-encoding'] !== undefined) {
    refuseBody(req, res, 411, 'Die Anfrage muss ihre Länge angeben.');
    return true;
  }
  return false;
}

/** Headers of one connection, not of the message: each side sets its own (RFC 9110, section 7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/**
 * The response's headers as the API sent them (names' case, each Set-Cookie on its own), less the hop-by-hop ones.
 * @param {string[]} raw name, value, name, value, …
 */
function endToEndHeaders(raw) {
  /** @type {string[]} */
  const kept = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const [name, value] = /** @type {[string, string]} */ ([raw[i], raw[i + 1]]);
    if (!HOP_BY_HOP.has(name.toLowerCase())) kept.push(name, value);
  }
  return kept;
}

/**
 * The request's headers as they came, less the hop-by-hop ones: what a proxy behind the first one sends on (the
 * page server), so the API reads the client's address from the first proxy's X-Forwarded-For as without it.
 * @param {http.IncomingMessage} req
 * @returns {http.OutgoingHttpHeaders}
 */
export function passedHeaders(req) {
  const headers = { ...req.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  return headers;
}

/**
 * The request's headers for the API, with the client's address, port, protocol and host.
 * @param {http.IncomingMessage} req
 * @returns {http.OutgoingHttpHeaders}
 */
function forwardedHeaders(req) {
  const headers = { ...req.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  /** @param {string} name @param {string} value */
  const append = (name, value) => {
    const before = req.headers[name];
    headers[name] = before ? `${before},${value}` : value;
  };
  append('x-forwarded-for', req.socket.remoteAddress ?? '');
  // The port the visitor addressed: the Host header's, else HTTP's.
  append('x-forwarded-port', /:(\d+)$/.exec(req.headers.host ?? '')?.[1] ?? '80');
  append('x-forwarded-proto', 'http');
  headers['x-forwarded-host'] = req.headers['x-forwarded-host'] ?? req.headers.host ?? '';
  return headers;
}

/**
 * The proxy's request handler for the paths of `isProxiedPath` (and the page server's). `headers` makes the
 * upstream request's headers: the gateway adds the client's address, the page server passes them on.
 * @param {string} apiUrl
 * @param {{ headers?: (req: http.IncomingMessage) => http.OutgoingHttpHeaders }} [options]
 * @returns {(req: http.IncomingMessage, res: http.ServerResponse) => void}
 */
export function createApiProxy(apiUrl, { headers = forwardedHeaders } = {}) {
  const target = new URL(apiUrl);
  // Connections to the API are reused: opening one per request cost seconds of latency under load. At most 64
  // at once (nginx keeps as many): more would only wait inside the API (its Postgres pool serves 10 at once) in
  // no particular order, while here they wait first come, first served; at 200 connections that halved the p99.
  // An idle connection is closed here before the API would close it (api-connections.ts): otherwise a request sent
  // on it as the API closes it fails with 'socket hang up' (a 502 seen in e2e runs).
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: 64,
    keepAliveMsecs: 10_000,
    timeout: PROXY_IDLE_CONNECTION_MS,
  });

  return (req, res) => {
    if (refusedBodySize(req, res)) return;
    const upstream = http.request({
      agent,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: headers(req),
    });
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEndHeaders(answer.rawHeaders));
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', (error) => {
      // The visitor went away first: nothing to answer.
      if (res.destroyed) return;
      console.error(`[gateway] API not reachable at ${apiUrl}: ${error.message}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(
        JSON.stringify({
          statusCode: 502,
          message: 'Der Server ist derzeit nicht erreichbar. Bitte versuchen Sie es später erneut.',
        }),
      );
    });
    // A visitor who leaves mid-request or mid-answer ends the request to the API too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
}
