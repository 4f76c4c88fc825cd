import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { getQueueToken } from '@nestjs/bullmq';
import { type INestApplication } from '@nestjs/common';
import { ADMIN_TOOLS } from '@stairs/contracts';
import { type Queue } from 'bullmq';
import { type RequestHandler } from 'express';
import { ALL_QUEUES } from '../jobs/queue-names';
import { GERMAN_MESSAGES_PATH, germanBoardMessages } from './queue-board-messages';

/**
 * The board's own CSP instead of helmet's default: the same, but styles and fonts only from the API itself, so the
 * board's Google Fonts stylesheet is not loaded (it would hand the admin's address to Google; the board falls back
 * to the system font). Inline styles: the board's loading screen and React set style attributes. Framed only by
 * the site itself (the console page embeds it).
 */
const BOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const boardHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('Content-Security-Policy', BOARD_CSP);
  next();
};

/**
 * Bull Board (waiting, active, delayed, failed and completed jobs with their reasons; retry, promote, remove) over
 * every queue of the job registry, in German, at ADMIN_TOOLS.queueBoard. Mounted behind adminSessionOnly
 * (http-app.ts): without the admin session neither the page, its scripts nor its data are served.
 */
export function queueBoardRouter(app: INestApplication): RequestHandler {
  const adapter = new ExpressAdapter();
  adapter.setBasePath(ADMIN_TOOLS.queueBoard);
  createBullBoard({
    queues: ALL_QUEUES.map(
      (name) => new BullMQAdapter(app.get<Queue>(getQueueToken(name), { strict: false })),
    ),
    serverAdapter: adapter,
    options: {
      uiConfig: {
        boardTitle: 'Warteschlangen',
        locale: { lng: 'de-DE' },
        hideDocsLink: true,
      },
    },
  });
  const router = adapter.getRouter() as RequestHandler;
  const german = germanBoardMessages();
  return (req, res, next) =>
    boardHeaders(req, res, () => {
      // The board's German with its gaps closed (queue-board-messages.ts) instead of its own file.
      if (req.method === 'GET' && req.path === GERMAN_MESSAGES_PATH) {
        res.json(german);
        return;
      }
      router(req, res, next);
    });
}
