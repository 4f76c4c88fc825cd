import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ADMIN_TOOLS, API, type OperationsHealthReport, ADMIN_API } from '@stairs/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { BackgroundTasks } from '../src/jobs/background-tasks.service';
import { WorkerModule } from '../src/worker.module';
import { adminAgent } from './helpers/admin';
import { SmtpSink } from './helpers/smtp-sink';
import { createTestApp, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

const BOARD_API = `${ADMIN_TOOLS.queueBoard}/api/queues`;

interface BoardJob {
  id: string;
  attempts: number;
  failedReason?: string;
}

/**
 * The operations console's server side: the detailed health (parts and outbox backlog) and the queue board,
 * with a worker and a mail server on 127.0.0.1 that is down when the e-mail is first sent and comes back later.
 */
describe('operations console: health detail and the queue board', () => {
  let api: TestApp;
  let worker: INestApplicationContext | undefined;
  let admin: TestAgent;
  let sink: SmtpSink;
  let smtpPort: number;
  let documentsDir: string;

  beforeAll(async () => {
    // A port on which nothing listens: the configured mail server is unreachable until the sink starts on it.
    const probe = await new SmtpSink().start();
    smtpPort = probe.port;
    await probe.stop();
    sink = new SmtpSink();
    documentsDir = await mkdtemp(join(tmpdir(), 'stairs-operations-test-'));
    api = await createTestApp({
      env: {
        DOCUMENTS_DIR: documentsDir,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        NOTIFY_EMAIL: 'betrieb@example.at',
      },
    });
    admin = await adminAgent(api.server);
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await sink?.stop();
    if (documentsDir) await rm(documentsDir, { recursive: true, force: true });
  });

  const health = async (): Promise<OperationsHealthReport> =>
    (await admin.get(ADMIN_API.operationsHealth.path).expect(200)).body as OperationsHealthReport;

  it('without a worker: Postgres and Redis up, the worker down and Chromium unknown, each with a German detail', async () => {
    const report = await health();
    expect(report.parts.postgres).toEqual({ status: 'up', detail: 'Die Datenbank antwortet.' });
    expect(report.parts.redis).toEqual({ status: 'up', detail: 'Redis antwortet.' });
    expect(report.parts.worker).toEqual({
      status: 'down',
      detail: 'Kein Worker hat sich in den letzten 45 s gemeldet.',
    });
    expect(report.parts.chromium.status).toBe('unknown');
    expect(report.outboxes?.map((o) => o.outbox)).toEqual(
      expect.arrayContaining(['quoteDocuments', 'contactMessageNotifications', 'blogDraftNotifications']),
    );
    expect(report.outboxes?.every((o) => o.open === 0)).toBe(true);
  });

  it('a started worker reports itself and its Chromium', async () => {
    worker = await NestFactory.createApplicationContext(WorkerModule.register(api.config), { logger: false });
    const report = await waitFor(async () => {
      const current = await health();
      return current.parts.worker.status === 'up' && current.parts.chromium.status !== 'unknown'
        ? current
        : undefined;
    });
    expect(report.parts.worker.detail).toMatch(/^1 Worker läuft, letztes Lebenszeichen vor \d+ s\.$/);
    expect(report.parts.chromium).toEqual({
      status: 'up',
      detail: expect.stringMatching(/^Startet beim Worker: Chromium \d+/),
    });
  });

  it('a mail job that failed for good shows its reason on the board; retried once the mail server is back, it completes', async () => {
    await request(api.server)
      .post(API.contact.path)
      .send({ name: 'Olga Betrieb', email: 'olga@example.com', message: 'Bitte um Rückruf.' })
      .expect(200);
    await api.app.get(BackgroundTasks).idle();
    const [row] = (await api.app
      .get(DataSource)
      .query(`SELECT id FROM contact_messages WHERE name = 'Olga Betrieb'`)) as { id: string }[];
    const jobId = `contact-message-${row?.id}`;
    const job = async (): Promise<{ job: BoardJob; status: string }> =>
      (await admin.get(`${BOARD_API}/mail/${jobId}`).expect(200)).body as { job: BoardJob; status: string };

    // The outbox counts the row as open while its e-mail is not sent.
    const open = (await health()).outboxes?.find((o) => o.outbox === 'contactMessageNotifications');
    expect(open).toMatchObject({ open: 1, label: 'E-Mails zu Kontaktanfragen' });

    // Its 12 attempts would take hours of backoff: the board's 'promote' runs each next attempt at once.
    const failed = await waitFor(async () => {
      const current = await job();
      if (current.status === 'delayed') await admin.put(`${BOARD_API}/mail/${jobId}/promote`).expect(204);
      return current.status === 'failed' ? current : undefined;
    }, 30_000);
    expect(failed.job.attempts).toBe(12);
    expect(failed.job.failedReason).toContain(`ECONNREFUSED 127.0.0.1:${smtpPort}`);
    const failedList = (await admin.get(`${BOARD_API}?activeQueue=mail&status=failed`).expect(200)).body as {
      queues: { name: string; jobs: BoardJob[] }[];
    };
    expect(failedList.queues.find((q) => q.name === 'mail')?.jobs.map((j) => j.id)).toContain(jobId);

    // The mail server is back: 'retry' on the board sends the e-mail.
    await sink.start(smtpPort);
    await admin.put(`${BOARD_API}/mail/${jobId}/retry`).expect(204);
    await waitFor(async () => ((await job()).status === 'completed' ? true : undefined), 20_000);
    expect(sink.messages.map((m) => m.headers.subject)).toEqual(['Neue Kontaktanfrage von Olga Betrieb']);
    const done = (await health()).outboxes?.find((o) => o.outbox === 'contactMessageNotifications');
    expect(done).toMatchObject({ open: 0, notQueued: 0, oldestOpenSince: null });
  }, 60_000);

  it('the board speaks German with plurals and German state names, behind the session', async () => {
    const path = `${ADMIN_TOOLS.queueBoard}/static/locales/de-DE/messages.json`;
    await request(api.server).get(path).expect(401);
    const messages = (await admin.get(path).expect(200)).body as {
      DASHBOARD: Record<string, string>;
      STAIRS_STATUS: Record<string, string>;
    };
    expect(messages.DASHBOARD.JOBS_COUNT_other).toBe('{{count}} Jobs');
    expect(messages.DASHBOARD.EMPTY_STATE_FILTERED).toContain('$t(STAIRS_STATUS.{{status}}');
    expect(messages.STAIRS_STATUS.failed).toBe('Fehlgeschlagen');
  });

  it('a worker that stops says so at once (its heartbeat goes with it)', async () => {
    await worker?.close();
    worker = undefined;
    const report = await health();
    expect(report.parts.worker.status).toBe('down');
    expect(report.parts.chromium.status).toBe('unknown');
  });
});
