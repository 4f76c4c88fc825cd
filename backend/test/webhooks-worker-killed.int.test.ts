import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type WebhookEndpointWithSecret } from '@stairs/contracts';
import { Webhook } from 'standardwebhooks';
import { WebhookPublisher } from '../src/webhooks/webhook-publisher.service';
import { WorkerModule } from '../src/worker.module';
import { testAppForSuite } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

const fixture = (name: string): string => join(__dirname, 'fixtures', name);

interface Held {
  id: string;
  body: string;
  headers: Record<string, string>;
  res: ServerResponse;
}

/**
 * Fault: the worker process is SIGKILLed while the ERP has the delivery's request and has not answered. BullMQ's
 * stall check hands the job to the next worker once the dead one's lock expired: the event is delivered again
 * with the same webhook-id and body, nothing is lost, and the delivery ends as delivered.
 */
describe('a worker killed mid-delivery', () => {
  jest.setTimeout(120_000);
  const t = testAppForSuite({ admin: true, env: { WEBHOOK_TIMEOUT_SECONDS: '60' } });
  const requests: Held[] = [];
  /** While true the receiver keeps the request open (the ERP is slow); afterwards it answers 200. */
  let hold = true;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = {
        'webhook-id': String(req.headers['webhook-id']),
        'webhook-timestamp': String(req.headers['webhook-timestamp']),
        'webhook-signature': String(req.headers['webhook-signature']),
      };
      requests.push({
        id: headers['webhook-id'],
        body: Buffer.concat(chunks).toString('utf8'),
        headers,
        res,
      });
      if (!hold) res.writeHead(200).end('ok');
    });
  });
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await worker?.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('delivers the event again with the same webhook-id, once accepted', async () => {
    const { port } = server.address() as AddressInfo;
    const created = (
      await t.admin
        .post('/api/admin/webhooks/endpoints')
        .send({ url: `http://127.0.0.1:${port}/erp`, events: ['order.created'] })
        .expect(201)
    ).body as WebhookEndpointWithSecret;

    const child = spawn(process.execPath, [fixture('run-ts.js'), fixture('worker-process.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: t.config.databaseUrl,
        REDIS_URL: t.config.redis.url,
        REDIS_PREFIX: t.config.redis.prefix,
        SESSION_SECRET: 'x'.repeat(43),
        OBJECTS_DIR: t.config.objectsDir,
        PAGES_DIR: t.config.pages.dir,
        SEED_DEMO_CONTENT: 'false',
        WEBHOOK_TIMEOUT_SECONDS: '60',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('started') && resolve());
        child.once('exit', (code) => reject(new Error(`worker exited early (${code})`)));
      });

      const publisher = t.app.get(WebhookPublisher);
      const ids = await t.db.transaction((manager) =>
        publisher.publish(manager, {
          type: 'order.created',
          data: {
            orderId: '0d9a4f2e-7b1c-4e3d-a5f6-8c7b6a5d4e3f',
            quoteNumber: 'KV-2026-00777',
            status: 'neu',
            grossTotalCents: 1_250_050,
            currency: 'EUR',
            customerId: null,
            acceptedAt: new Date().toISOString(),
          },
        }),
      );
      publisher.dispatch(ids);
      // The child worker posted and waits for the answer: now it dies.
      await waitFor(() => (requests.length === 1 ? true : undefined), 30_000);
    } finally {
      child.kill('SIGKILL');
    }
    await new Promise((resolve) => child.once('exit', resolve));
    requests[0]?.res.destroy();
    hold = false;

    // A fresh worker takes the stalled job over once the dead one's lock expired (lockDuration + stall check).
    worker = await NestFactory.createApplicationContext(WorkerModule.register(t.config), { logger: false });
    await waitFor(() => (requests.length >= 2 ? true : undefined), 90_000);
    const [row] = await waitFor(async () => {
      const rows = (await t.db.query(`SELECT delivered_at, done_at, attempts FROM webhook_deliveries`)) as {
        delivered_at: Date | null;
        attempts: number;
      }[];
      return rows[0]?.delivered_at ? rows : undefined;
    });

    expect(requests).toHaveLength(2);
    expect(requests[1]?.id).toBe(requests[0]?.id);
    expect(requests[1]?.body).toBe(requests[0]?.body);
    for (const entry of requests) {
      expect(new Webhook(created.secret).verify(entry.body, entry.headers)).toMatchObject({
        type: 'order.created',
        data: { quoteNumber: 'KV-2026-00777', grossTotalCents: 1_250_050 },
      });
    }
    // The killed attempt left no answer to record; the one that was answered is the delivery's.
    expect(row).toMatchObject({ attempts: 1 });
  });
});
