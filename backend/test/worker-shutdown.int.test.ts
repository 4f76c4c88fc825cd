import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getQueueToken } from '@nestjs/bullmq';
import { NestFactory } from '@nestjs/core';
import { type Queue } from 'bullmq';
import { WorkerModule } from '../src/worker.module';
import { createTestApp, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

describe('worker shutdown', () => {
  let t: TestApp;
  let dir = '';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'stairs-worker-stop-'));
    // A job that takes longer than the shutdown deadline: a page render that needs 6 s.
    const slowRenderer = path.join(dir, 'slow-render.mjs');
    await writeFile(slowRenderer, 'setTimeout(() => process.exit(0), 6000);\n');
    t = await createTestApp({ env: { PAGE_RENDERER_SCRIPT: slowRenderer, SHUTDOWN_TIMEOUT_MS: '3000' } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lets a running job go shortly before SHUTDOWN_TIMEOUT_MS instead of waiting for it; it is not lost', async () => {
    const worker = await NestFactory.createApplicationContext(WorkerModule.register(t.config), {
      logger: false,
    });
    const pages = t.app.get<Queue>(getQueueToken('pages'), { strict: false });
    // The worker renders the pages when it starts: that job is now running.
    const [job] = await waitFor(async () => {
      const active = await pages.getActive();
      return active.length > 0 ? active : undefined;
    });

    const started = Date.now();
    await worker.close();
    const took = Date.now() - started;
    // It waited for the job (about 3000 - 2000 ms), then closed without it: well within the deadline.
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(3000);
    // Not completed and not dropped: still in the queue, to be taken up again once its lock expires.
    expect(await pages.getJob(job?.id ?? '')).toBeDefined();
    expect(await job?.getState()).not.toBe('completed');
  });
});
