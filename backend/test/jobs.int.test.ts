import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { getQueueToken } from '@nestjs/bullmq';
import { type INestApplicationContext, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type ConcreteCalculationResult } from '@stairs/contracts';
import { type Queue } from 'bullmq';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DocumentArchiveService } from '../src/documents';
import { BackgroundTasks } from '../src/jobs/background-tasks.service';
import { checkJobHandlers } from '../src/jobs/job-handler';
import { JobQueue } from '../src/jobs/job-queue.service';
import { Outbox } from '../src/jobs/outbox.service';
import { WorkerModule } from '../src/worker.module';
import { createTestApp, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

const fixture = (name: string): string => join(__dirname, 'fixtures', name);

describe('job registry and handlers', () => {
  it('accepts exactly one handler per job', () => {
    expect(() =>
      checkJobHandlers(
        ['renderQuote', 'notifyLead'],
        [
          { job: 'renderQuote', handler: 'RenderQuoteHandler' },
          { job: 'notifyLead', handler: 'NotifyLeadHandler' },
        ],
      ),
    ).not.toThrow();
  });

  it('names a job without a handler, a job with two, and a handler of no job', () => {
    expect(() =>
      checkJobHandlers(
        ['renderQuote', 'notifyLead'],
        [
          { job: 'renderQuote', handler: 'A' },
          { job: 'renderQuote', handler: 'B' },
          { job: 'resizeImage', handler: 'C' },
        ],
      ),
    ).toThrow(
      'job "renderQuote" has 2 handlers: A, B; job "notifyLead" has no handler; C handles "resizeImage", which is not a job',
    );
  });
});

describe('job system against the real Redis, Postgres and Chromium', () => {
  jest.setTimeout(90_000);
  let api: TestApp;
  let documentsDir: string;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    documentsDir = join(await mkdtemp(join(tmpdir(), 'stairs-jobs-test-')), 'archive');
    api = await createTestApp({ env: { DOCUMENTS_DIR: documentsDir } });
  });
  afterEach(async () => {
    await worker?.close();
    worker = undefined;
    jest.restoreAllMocks();
  });
  afterAll(async () => {
    await api?.close();
    await rm(dirname(documentsDir), { recursive: true, force: true });
  });

  it('the worker process refuses to start when a job has two handlers', async () => {
    const child = spawn(
      process.execPath,
      [fixture('run-ts.js'), fixture('worker-with-duplicate-handler.ts')],
      {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATABASE_URL: api.config.databaseUrl,
          REDIS_URL: api.config.redis.url,
          REDIS_PREFIX: api.config.redis.prefix,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /Worker failed to start: .*job "renderQuote" has 2 handlers: (RenderQuoteHandler, SecondRenderQuoteHandler|SecondRenderQuoteHandler, RenderQuoteHandler)/,
    );
  });

  it('re-queues a quote document whose job vanished from Redis, and the document is rendered', async () => {
    const calculation = (
      await request(api.server)
        .post('/api/calculate-concrete')
        .send({ stepCount: 4, stepWidth: 87.5, stepDepth: 30 })
        .expect(200)
    ).body as ConcreteCalculationResult;
    await api.app.get(BackgroundTasks).idle();
    const db = api.app.get(DataSource);
    const [queued] = await db.query('SELECT document_queued_at FROM calculations WHERE id = $1', [
      calculation.id,
    ]);
    expect(queued.document_queued_at).toBeInstanceOf(Date);

    // Redis restarted empty: the queue and its job are gone, Postgres still says "queued".
    const documents = api.app.get<Queue>(getQueueToken('documents'), { strict: false });
    await documents.obliterate({ force: true });
    const jobs = api.app.get(JobQueue);
    expect(await jobs.status('renderQuote', { calculationId: calculation.id })).toBe('missing');

    const outbox = api.app.get(Outbox);
    // Queued a moment ago: the sweep waits (the job may still be on its way).
    expect(await outbox.sweep('quoteDocuments')).toEqual({ queued: 0, completed: 0 });
    // 40 s later (default settings) the sweep asks Redis and queues it again: recovery within about a minute.
    await db.query(
      `UPDATE calculations SET document_queued_at = now() - interval '40 seconds' WHERE id = $1`,
      [calculation.id],
    );
    expect(await outbox.sweep('quoteDocuments')).toEqual({ queued: 1, completed: 0 });
    expect(await jobs.status('renderQuote', { calculationId: calculation.id })).toBe('pending');

    worker = await NestFactory.createApplicationContext(WorkerModule.register(api.config), { logger: false });
    const rendered = await waitFor(async () => {
      const [row] = await db.query('SELECT document_rendered_at FROM calculations WHERE id = $1', [
        calculation.id,
      ]);
      return row?.document_rendered_at ?? undefined;
    }, 30_000);
    expect(rendered).toBeInstanceOf(Date);
    const archive = api.app.get(DocumentArchiveService);
    const pdfs = (await archive.listPage('pdf', {})).items.map((entry) => entry.filename);
    expect(pdfs).toContain(`${calculation.quoteNumber}-betonstufen.pdf`);

    // Done rows are never swept again, however old their queued mark.
    await db.query(`UPDATE calculations SET document_queued_at = now() - interval '1 day'`);
    expect(await outbox.sweep('quoteDocuments')).toEqual({ queued: 0, completed: 0 });
  });

  it('logs a failed job with its name, id and reason, and does not retry a malformed one', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    worker = await NestFactory.createApplicationContext(WorkerModule.register(api.config), { logger: false });
    const documents = api.app.get<Queue>(getQueueToken('documents'), { strict: false });
    const job = await documents.add(
      'render-quote',
      { calculationId: 'not-a-uuid' },
      { jobId: 'malformed-1' },
    );

    await waitFor(async () => ((await job.getState()) === 'failed' ? true : undefined));
    const entry = await waitFor(async () =>
      errors.mock.calls
        .map(([message]) => message as Record<string, unknown>)
        .find((message) => typeof message === 'object' && message?.jobId === 'malformed-1'),
    );
    expect(entry).toMatchObject({
      event: 'job-failed',
      queue: 'documents',
      job: 'render-quote',
      final: true,
    });
    expect(String(entry.reason)).toMatch(/Malformed payload/);
    expect((await documents.getJob('malformed-1'))?.attemptsMade).toBe(1);
  });
});

describe('a killed worker leaves no Chromium behind', () => {
  jest.setTimeout(60_000);

  it('Chromium exits when its worker process is SIGKILLed (no shutdown hook runs)', async () => {
    const child = spawn(process.execPath, [fixture('run-ts.js'), fixture('render-and-hang.ts')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const browserPid = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /^BROWSER_PID=(\d+)$/m.exec(output);
        if (match) resolve(Number(match[1]));
      });
      child.once('exit', (code) => reject(new Error(`child exited early (${code}): ${output}`)));
    }).catch((error: unknown) => {
      child.kill('SIGKILL');
      throw error;
    });
    const alive = (): boolean => {
      try {
        process.kill(browserPid, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(alive()).toBe(true);

    child.kill('SIGKILL');
    try {
      await waitFor(async () => (alive() ? undefined : true), 10_000);
    } finally {
      if (alive()) process.kill(-browserPid, 'SIGKILL'); // never leave one behind, even when the test fails
    }
    expect(alive()).toBe(false);
  });
});
