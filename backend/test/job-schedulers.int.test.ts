import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getQueueToken } from '@nestjs/bullmq';
import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type Job, type JobSchedulerJson, type Queue } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { type AppConfig } from '../src/config';
import { JobQueue } from '../src/jobs/job-queue.service';
import { JobSchedulers } from '../src/jobs/job-schedulers.service';
import { Outbox } from '../src/jobs/outbox.service';
import { SweepOutboxesHandler } from '../src/jobs/sweep-outboxes.handler';
import { DeleteOldLeadsHandler } from '../src/privacy/delete-old-leads.handler';
import { redisOptionsFromUrl } from '../src/redis/redis-options';
import { WorkerModule } from '../src/worker.module';
import { createTestApp, deleteRedisKeys, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

/** The schedulers of a queue: id → what Redis holds for it. */
async function schedulersOf(queue: Queue): Promise<Record<string, unknown>> {
  // BullMQ lists the ids first and reads each one after: a scheduler a starting worker removes in between comes
  // back as undefined (its type does not say so).
  const listed = (await queue.getJobSchedulers()) as (JobSchedulerJson | undefined)[];
  return Object.fromEntries(
    listed
      .filter((scheduler): scheduler is JobSchedulerJson => scheduler !== undefined)
      .map(({ key, every, pattern, tz, template }) => [key, { every, pattern, tz, data: template?.data }]),
  );
}

describe('periodic work as BullMQ job schedulers, once however many workers run', () => {
  jest.setTimeout(60_000);
  let t: TestApp;
  let dir = '';
  let runsFile = '';
  let maintenance: Queue;
  let pages: Queue;
  const workers: INestApplicationContext[] = [];
  /** When each outbox sweep started, in any worker of this process. */
  let sweeps: number[] = [];
  /** The job id of each sweep run, in any worker of this process: `repeat:sweep-outboxes:<its slot>`. */
  let sweepJobs: string[] = [];

  const startWorker = async (config: AppConfig = t.config): Promise<INestApplicationContext> => {
    const worker = await NestFactory.createApplicationContext(WorkerModule.register(config), {
      logger: false,
    });
    workers.push(worker);
    return worker;
  };
  const closeWorkers = async (): Promise<void> => {
    await Promise.all(workers.splice(0).map((worker) => worker.close()));
  };
  const renders = async (): Promise<number> =>
    (await readFile(runsFile, 'utf8').catch(() => '')).split('\n').filter(Boolean).length;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'stairs-schedulers-'));
    runsFile = path.join(dir, 'renders.txt');
    const renderer = path.join(dir, 'render.mjs');
    await writeFile(
      renderer,
      `import { appendFileSync } from 'node:fs';\nappendFileSync(${JSON.stringify(runsFile)}, 'run\\n');\n`,
    );
    // A sweep every second, so a few runs fit in a short test.
    t = await createTestApp({
      env: { JOBS_SWEEP_INTERVAL_SECONDS: '1', PAGE_RENDERER_SCRIPT: renderer, LEAD_RETENTION_MONTHS: '24' },
    });
    maintenance = t.app.get<Queue>(getQueueToken('maintenance'), { strict: false });
    pages = t.app.get<Queue>(getQueueToken('pages'), { strict: false });
  });
  beforeEach(() => {
    sweeps = [];
    sweepJobs = [];
    const handle = SweepOutboxesHandler.prototype.handle;
    // The worker calls handle(payload, job); the job's id names the scheduler's slot.
    jest.spyOn(SweepOutboxesHandler.prototype, 'handle').mockImplementation(function (
      this: SweepOutboxesHandler,
      ...args: unknown[]
    ) {
      sweepJobs.push(String((args[1] as Job).id));
      return handle.call(this);
    });
    const sweepAll = Outbox.prototype.sweepAll;
    jest.spyOn(Outbox.prototype, 'sweepAll').mockImplementation(function (this: Outbox) {
      sweeps.push(Date.now());
      return sweepAll.call(this);
    });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await closeWorkers();
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('two workers keep one scheduler per scheduled job, and each run happens once per interval', async () => {
    const [first, second] = await Promise.all([startWorker(), startWorker()]);
    // (BullMQ stores no template data for an empty payload; each run's data is then `{}`.)
    const expected = {
      maintenance: {
        'sweep-outboxes': { every: 1000, pattern: undefined, tz: undefined, data: undefined },
        'delete-old-leads': { every: undefined, pattern: '0 3 * * *', tz: 'Europe/Vienna', data: undefined },
      },
      pages: {
        'render-pages': { every: 600_000, pattern: undefined, tz: undefined, data: { reason: 'periodic' } },
      },
    };
    await waitFor(async () =>
      Object.keys(await schedulersOf(maintenance)).length === 2 && (await pages.getJobSchedulersCount()) === 1
        ? true
        : undefined,
    );
    await waitFor(() => sweeps[0]);
    // Both workers upsert again (as after a reconnect) while the sweep runs on: still one scheduler each.
    for (const worker of [first, second, first, second]) {
      await worker.get(JobSchedulers).upsert('maintenance');
      await worker.get(JobSchedulers).upsert('pages');
    }
    expect(await schedulersOf(maintenance)).toEqual(expected.maintenance);
    expect(await schedulersOf(pages)).toEqual(expected.pages);

    await waitFor(async () => ((await renders()) >= 1 ? true : undefined));
    // Three more runs after the first (counted, not waited for a fixed time: a busy machine runs fewer in it).
    await waitFor(() => (sweepJobs.length >= 4 ? true : undefined), 30_000);
    // Every run is a scheduler's job (a timer in each worker would sweep without one), at most one per whole
    // slot across both workers, and the upserts added none. A run a busy machine starts late makes the scheduler
    // skip to the next whole slot, never add one.
    expect(sweeps.length).toBe(sweepJobs.length);
    const slots = sweepJobs
      .map((id) => Number(/^repeat:sweep-outboxes:(\d+)$/.exec(id)?.[1]))
      .sort((a, b) => a - b);
    const steps = slots.slice(1).map((slot, index) => slot - (slots[index] ?? 0));
    expect(steps.every((step) => step >= 1000 && step % 1000 === 0)).toBe(true);
    // The scheduled full render ran once, when its scheduler was created (its next run is ten minutes away);
    // beside it each started worker asked for one render as a content change (RenderPagesOnStart, deduplicated
    // within a window): at most one per worker and one scheduled, where a timer in each worker made more.
    expect(await renders()).toBeGreaterThanOrEqual(1);
    expect(await renders()).toBeLessThanOrEqual(workers.length + 1);
  });

  it('after Redis lost the schedulers they are back once the connection is ready again, and the sweep runs at once', async () => {
    const [worker] = workers;
    if (!worker) throw new Error('the workers of the first test are gone');
    // Redis restarted empty: every key of this run is gone, the schedulers with them.
    await deleteRedisKeys(t.config.redis.prefix);
    expect(await maintenance.getJobSchedulersCount()).toBe(0);
    expect(await pages.getJobSchedulersCount()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    // Nothing re-creates them on its own: no run comes, the schedule is lost.
    expect(await maintenance.getJobSchedulersCount()).toBe(0);
    sweeps = [];
    const rendersBefore = await renders();

    // A restarted Redis drops every connection; ioredis reconnects and reports 'ready'. Here: the connections
    // of one worker's queues are killed.
    const redis = new Redis(redisOptionsFromUrl(t.config.redis.url));
    try {
      for (const name of ['maintenance', 'pages']) {
        const client = (await worker.get<Queue>(getQueueToken(name), { strict: false })
          .client) as unknown as {
          client(subcommand: 'ID'): Promise<number>;
        };
        await redis.call('CLIENT', 'KILL', 'ID', String(await client.client('ID')));
      }
    } finally {
      redis.disconnect();
    }
    await waitFor(async () =>
      (await maintenance.getJobSchedulersCount()) === 2 && (await pages.getJobSchedulersCount()) === 1
        ? true
        : undefined,
    );
    expect(Object.keys(await schedulersOf(maintenance)).sort()).toEqual([
      'delete-old-leads',
      'sweep-outboxes',
    ]);
    // A new `every` scheduler runs at once: the sweep repairs the lost queues first, and so does the render.
    await waitFor(() => sweeps[0]);
    await waitFor(async () => ((await renders()) > rendersBefore ? true : undefined));
  });

  it('LEAD_RETENTION_MONTHS=0 and no PAGE_RENDERER_SCRIPT remove their schedulers; a retention run then keeps every lead', async () => {
    const db = t.app.get(DataSource);
    const oldMessage = async (): Promise<string> => {
      const [row] = (await db.query(
        `INSERT INTO contact_messages (id, name, email, message, created_at)
         VALUES (gen_random_uuid(), 'Alt', 'alt@example.at', 'x', now() - interval '3 years') RETURNING id`,
      )) as { id: string }[];
      return row?.id ?? '';
    };
    const exists = async (id: string): Promise<boolean> =>
      ((await db.query('SELECT 1 FROM contact_messages WHERE id = $1', [id])) as unknown[]).length > 0;

    // With 24 months, the retention job (added here by hand) deletes the three-year-old message.
    const deletedOne = await oldMessage();
    await t.app.get(JobQueue).enqueue('deleteOldLeads', {});
    await waitFor(async () => ((await exists(deletedOne)) ? undefined : true));

    await closeWorkers();
    const off = await startWorker({
      ...t.config,
      leadRetentionMonths: 0,
      pages: { ...t.config.pages, rendererScript: undefined },
    });
    await waitFor(async () =>
      Object.keys(await schedulersOf(maintenance)).join() === 'sweep-outboxes' &&
      (await pages.getJobSchedulersCount()) === 0
        ? true
        : undefined,
    );
    const kept = await oldMessage();
    await expect(off.get(DeleteOldLeadsHandler).handle()).resolves.toEqual({ outcome: 'off' });
    expect(await exists(kept)).toBe(true);
  });

  it('a closing worker lets a running scheduled job finish', async () => {
    await closeWorkers();
    let finished = 0;
    jest.spyOn(Outbox.prototype, 'sweepAll').mockImplementation(async () => {
      sweeps.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      finished += 1;
    });
    const worker = await startWorker();
    await waitFor(() => sweeps[0]);
    await worker.close();
    workers.splice(workers.indexOf(worker), 1);
    expect(finished).toBe(sweeps.length);
    expect(finished).toBeGreaterThanOrEqual(1);
  });
});
