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
    const warnings: string[] = [];
    const worker = await NestFactory.createApplicationContext(WorkerModule.register(t.config), {
      logger: {
        log: () => undefined,
        error: () => undefined,
        warn: (message: string) => warnings.push(message),
      },
    });
    const pages = t.app.get<Queue>(getQueueToken('pages'), { strict: false });
    // The worker renders the pages when it starts: that job is now running.
    const [job] = await waitFor(async () => {
      const active = await pages.getActive();
      return active.length > 0 ? active : undefined;
    });

    await worker.close();
    // It waited for the job until 2 s before the 3 s deadline, then closed without it (not because the job ended).
    expect(warnings).toContain('Jobs still running after 1000 ms of shutdown: left to be retried');
    // Not completed and not dropped: still active in the queue, to be taken up again once its lock expires.
    expect(await job?.getState()).toBe('active');
  });
});
