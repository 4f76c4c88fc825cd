// @ts-check
// CommonJS with JSDoc types rather than TypeScript: the benchmarks (plain `node bench/*.mjs`) load it too, beside
// the backend's tests and fault runs and the e2e tests.
const { createServer } = require('node:http');
const { Webhook } = require('standardwebhooks');

/**
 * @typedef {import('node:http').IncomingHttpHeaders} IncomingHttpHeaders
 * @typedef {import('@stairs/contracts').WebhookBody} WebhookBody
 * @typedef {{ id: string, headers: IncomingHttpHeaders, body: string, answered: number, at: number }} ReceivedWebhook
 */

/**
 * Verifies a request with the official Standard Webhooks library exactly as an ERP would.
 * @param {string} secret
 * @param {{ headers: IncomingHttpHeaders, body: string }} request
 * @returns {WebhookBody} the event; throws on a bad signature or timestamp
 */
function verifyWebhook(secret, request) {
  return /** @type {WebhookBody} */ (
    new Webhook(secret).verify(request.body, {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    })
  );
}

/**
 * The ERP as a real HTTP server on 127.0.0.1: records every request with what it answered and when, answers what
 * `answer` says (a status; the text 'gespeichert' for a 2xx, 'ERP gerade in Wartung' otherwise), and can be stopped and started
 * again on the same port.
 */
class WebhookReceiver {
  /**
   * @param {{ port?: number, path?: string }} [options] a fixed port (default: any free one, kept across restarts)
   */
  constructor(options = {}) {
    /** @type {ReceivedWebhook[]} */
    this.received = [];
    /** @type {(request: { headers: IncomingHttpHeaders, body: string }) => number} */
    this.answer = () => 200;
    this.port = options.port ?? 0;
    this.path = options.path ?? '/erp/webhooks';
    /** @type {import('node:http').Server | undefined} */
    this.server = undefined;
  }

  get url() {
    return `http://127.0.0.1:${this.port}${this.path}`;
  }

  /** @returns {Promise<void>} */
  async start() {
    const server = createServer((req, res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
        const status = this.answer(request);
        this.received.push({
          id: String(req.headers['webhook-id']),
          ...request,
          answered: status,
          at: Date.now(),
        });
        res
          .writeHead(status, { 'content-type': 'text/plain' })
          .end(status < 300 ? 'gespeichert' : 'ERP gerade in Wartung');
      });
    });
    await new Promise((resolve) => server.listen(this.port, '127.0.0.1', () => resolve(undefined)));
    const address = server.address();
    if (address && typeof address !== 'string') this.port = address.port;
    this.server = server;
  }

  /** @returns {Promise<void>} */
  async stop() {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(() => resolve(undefined)));
  }

  /**
   * Answers as an ERP that checks every request: 204 when it carries a valid signature of the secret in force at
   * that moment, 400 otherwise.
   * @param {() => string} secret
   */
  verifyWith(secret) {
    this.answer = (request) => {
      try {
        verifyWebhook(secret(), request);
        return 204;
      } catch {
        return 400;
      }
    };
  }

  /** The requests it accepted (answered 2xx), in arrival order. */
  accepted() {
    return this.received.filter((entry) => entry.answered >= 200 && entry.answered < 300);
  }
}

module.exports = { WebhookReceiver, verifyWebhook };
