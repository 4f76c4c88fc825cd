import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type RequestHandler } from 'express';
import { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { API } from '@stairs/contracts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** One log line per HTTP request, with its id (answered as X-Request-Id), method, URL, status and duration. */
export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    // Reuse the gateway's id when it sends a sane one, so one request can be followed across processes.
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    autoLogging: { ignore: (req: IncomingMessage) => req.url === API.health.path },
    // Method, URL and status only: headers (session cookies) and bodies (phone numbers, passwords) never end up
    // in log files.
    serializers: {
      req: (req: { id?: unknown; method?: string; url?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
