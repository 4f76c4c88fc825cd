import { type Server } from 'node:http';
import { type INestApplication, Logger } from '@nestjs/common';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * SIGTERM/SIGINT for the API: stop accepting connections at once, let the requests in flight finish (their
 * answers say `Connection: close`, idle keep-alive sockets are closed), then close the app (background tasks,
 * queues, database) — all within `timeoutMs`, so a container's stop grace (Docker: 10 s) never kills it
 * mid-request. What did not finish in time is cut off; every lead is committed before its answer, and the
 * outbox sweep adds the jobs that were not queued yet.
 */
export function installGracefulShutdown(app: INestApplication, timeoutMs: number): void {
  const logger = new Logger('Shutdown');
  const server = app.getHttpServer() as Server;
  let inFlight = 0;
  let draining = false;

  server.on('request', (_req, res) => {
    inFlight += 1;
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => (inFlight -= 1));
  });

  const shutdown = async (signal: string): Promise<void> => {
    if (draining) return;
    draining = true;
    const deadline = Date.now() + timeoutMs;
    logger.log(`${signal}: no new connections; ${inFlight} request(s) in flight`);
    server.close();
    server.closeIdleConnections();
    while (inFlight > 0 && Date.now() < deadline - 1000) {
      await sleep(25);
      server.closeIdleConnections();
    }
    if (inFlight > 0) logger.warn(`${inFlight} request(s) cut off after the shutdown deadline`);
    server.closeAllConnections();
    const closed = await Promise.race([
      app.close().then(() => true),
      sleep(deadline - Date.now()).then(() => false),
    ]);
    if (!closed) logger.warn('Closing the app did not finish in time; exiting anyway');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void shutdown(signal));
}
