import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getQueueToken } from '@nestjs/bullmq';
import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type Queue } from 'bullmq';
import type TestAgent from 'supertest/lib/agent';
import { BackgroundTasks } from '../src/jobs/background-tasks.service';
import { RenderPagesHandler } from '../src/pages/render-pages.handler';
import { WorkerModule } from '../src/worker.module';
import { adminAgent } from './helpers/admin';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testConfig } from './helpers/test-database';
import { waitFor } from './helpers/wait-for';

/** A stand-in page renderer: records each run (with the API_URL it was given) in a file, or fails. */
async function writeRenderer(dir: string, name: string, body: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, body);
  return file;
}

describe('public pages are rendered again after content changes', () => {
  let t: TestApp;
  let admin: TestAgent;
  let worker: INestApplicationContext | undefined;
  let dir = '';
  let runsFile = '';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'stairs-pages-'));
    runsFile = path.join(dir, 'runs.txt');
    const renderer = await writeRenderer(
      dir,
      'render.mjs',
      `import { appendFileSync } from 'node:fs';\nappendFileSync(${JSON.stringify(runsFile)}, 'run ' + (process.env.API_URL ?? '') + '\\n');\nconsole.log('[render-pages] / → 200');\n`,
    );
    process.env.API_URL = 'http://127.0.0.1:3999';
    t = await createTestApp({ env: { PAGE_RENDERER_SCRIPT: renderer } });
    admin = await adminAgent(t.server);
  });
  afterAll(async () => {
    delete process.env.API_URL;
    await worker?.close();
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const runs = async () =>
    (await readFile(runsFile, 'utf8').catch(() => '')).split('\n').filter((line) => line.length > 0);

  it('an admin change queues one render job per second-long window, delayed to collect a burst', async () => {
    const pages = t.app.get<Queue>(getQueueToken('pages'), { strict: false });
    const project = {
      title: 'Stiegenhaus Ottakring',
      location: '1160 Wien',
      description: 'Betonstiege mit Eiche verkleidet.',
      category: 'concrete',
      imageUrl: '/objects/demo/oak-stairs-finished-1.w1920.webp',
    };
    const created = await admin.post('/api/reference-projects').send(project).expect(201);
    await admin
      .put(`/api/reference-projects/${(created.body as { id: string }).id}`)
      .send({ ...project, title: 'Stiegenhaus Ottakring (neu)' })
      .expect(200);
    await t.app.get(BackgroundTasks).idle();

    const delayed = await pages.getDelayed();
    // Two edits a few milliseconds apart: one job, or two when they straddled a window boundary.
    expect(delayed.length).toBeGreaterThanOrEqual(1);
    expect(delayed.length).toBeLessThanOrEqual(2);
    expect(delayed[0]?.name).toBe('render-pages');
    expect(delayed[0]?.id).toMatch(/^render-pages-\d+$/);
    expect(delayed[0]?.opts.delay).toBe(1000);
  });

  it('the worker runs the page renderer as a new process: on start, and after a change', async () => {
    worker = await NestFactory.createApplicationContext(WorkerModule.register(t.config), { logger: false });
    const atStart = await waitFor(async () => {
      const found = await runs();
      return found.length >= 1 ? found : undefined;
    });
    // The renderer inherits the worker's environment (API_URL, PAGES_DIR).
    expect(atStart[0]).toBe('run http://127.0.0.1:3999');

    // (Changes within the second the worker started share its job: wait for the next window.)
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const before = (await runs()).length;
    const projects = (await admin.get('/api/admin/reference-projects').expect(200)).body as { id: string }[];
    await admin.delete(`/api/reference-projects/${projects[0]?.id ?? ''}`).expect(200);
    await waitFor(async () => ((await runs()).length > before ? true : undefined));
  });

  it('a failing renderer fails the job (it is retried) with the renderer’s output; none configured: off', async () => {
    const failing = await writeRenderer(
      dir,
      'failing.mjs',
      "console.error('Shell-Build fehlt'); process.exit(1);\n",
    );
    const broken = new RenderPagesHandler(testConfig('x', { PAGE_RENDERER_SCRIPT: failing }));
    await expect(broken.handle({ reason: 'test', window: 1 })).rejects.toThrow(
      /exited with 1: Shell-Build fehlt/,
    );
    const off = new RenderPagesHandler(testConfig('x'));
    await expect(off.handle({ reason: 'test', window: 1 })).resolves.toEqual({ outcome: 'off' });
  });
});
