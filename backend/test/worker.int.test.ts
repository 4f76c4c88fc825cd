import { randomUUID } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { NOTIFY_LEAD_JOB } from '../src/mail/notify-lead.job';
import { WorkerModule } from '../src/worker.module';
import { createTestApp, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

describe('worker process (same codebase, processors only there)', () => {
  let api: TestApp;
  let worker: INestApplicationContext | undefined;
  let db: DataSource;
  const lostLeadId = randomUUID();

  beforeAll(async () => {
    api = await createTestApp();
    db = api.app.get(DataSource);
    // A lead whose notification never reached Redis (the API's enqueue failed) two minutes ago.
    await db.query(
      `INSERT INTO phone_leads (id, customer_phone, service, context, priority, submitted_at)
       VALUES ($1, '0664 3333333', 'termin_service', 'concrete_calculator', 'high', now() - interval '2 minutes')`,
      [lostLeadId],
    );
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  it('the API process registers queues as producers only: its jobs wait', async () => {
    const mail = api.app.get<Queue>(getQueueToken('mail'), { strict: false });
    const job = await mail.add(NOTIFY_LEAD_JOB.name, { kind: 'phone-lead', id: randomUUID() });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await job.getState()).toBe('waiting');
  });

  it('the worker processes queued jobs and sweeps up lost notifications on start', async () => {
    worker = await NestFactory.createApplicationContext(WorkerModule.register(api.config), { logger: false });
    const mail = api.app.get<Queue>(getQueueToken('mail'), { strict: false });

    await waitFor(async () => ((await mail.getCompletedCount()) >= 1 ? true : undefined));
    const swept = await waitFor(async () => {
      const [row] = await db.query('SELECT notification_queued_at FROM phone_leads WHERE id = $1', [
        lostLeadId,
      ]);
      return row?.notification_queued_at ?? undefined;
    });
    expect(swept).toBeInstanceOf(Date);
    const job = await waitFor(async () => (await mail.getJob(`phone-lead-${lostLeadId}`)) ?? undefined);
    await waitFor(async () => ((await job.getState()) === 'completed' ? true : undefined));
    // Without SMTP_URL the notification is logged; the job whose lead does not exist completes with nothing to send.
    const byId = new Map((await mail.getCompleted()).map((done) => [done.id, done.returnvalue as unknown]));
    expect(byId.get(`phone-lead-${lostLeadId}`)).toBe('logged');
    expect([...byId.values()].sort()).toEqual(['gone', 'logged']);
  });
});
