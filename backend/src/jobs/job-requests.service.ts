import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { type Queue, QueueEvents } from 'bullmq';
import { type AppConfig, InjectConfig } from '../config';
import { redisOptionsFromUrl } from '../redis/redis-options';
import { JOBS, type JobKey, type JobPayload } from './job-registry';
import { type QueueName } from './queue-names';

/** Why a job someone waits for gave no answer. */
export class JobRequestError extends Error {
  constructor(
    readonly reason: 'timeout' | 'failed' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'JobRequestError';
  }
}

/**
 * Jobs an API call waits for (an operator pressed a button and expects the answer): added like every job, run by
 * the worker, and the caller waits for the result up to a deadline. Nothing here is needed after the answer,
 * so there is no outbox: a lost job is simply asked for again.
 */
@Injectable()
export class JobRequests implements OnApplicationShutdown {
  private readonly events = new Map<QueueName, Promise<QueueEvents>>();

  constructor(
    private readonly moduleRef: ModuleRef,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async run<K extends JobKey>(key: K, payload: JobPayload<K>, timeoutMs: number): Promise<unknown> {
    const definition = JOBS[key];
    const data: unknown = definition.payload.parse(payload);
    let job;
    try {
      const events = await this.eventsOf(definition.queue);
      const queue = this.moduleRef.get<Queue>(getQueueToken(definition.queue), { strict: false });
      job = await queue.add(definition.name, data, {
        ...definition.options,
        jobId: definition.jobId(data as never),
      });
      return await waitWithDeadline(job.waitUntilFinished(events), timeoutMs);
    } catch (error) {
      if (error instanceof JobRequestError) throw error;
      if (!job) throw new JobRequestError('unavailable', (error as Error).message);
      throw new JobRequestError('failed', (error as Error).message);
    }
  }

  private eventsOf(queue: QueueName): Promise<QueueEvents> {
    let events = this.events.get(queue);
    if (!events) {
      const created = new QueueEvents(queue, {
        connection: redisOptionsFromUrl(this.config.redis.url),
        prefix: this.config.redis.prefix,
      });
      created.on('error', () => undefined); // reconnects on its own; the waiting call times out meanwhile
      events = created.waitUntilReady().then(() => created);
      events.catch(() => this.events.delete(queue));
      this.events.set(queue, events);
    }
    return events;
  }

  async onApplicationShutdown(): Promise<void> {
    const all = [...this.events.values()];
    this.events.clear();
    await Promise.all(all.map(async (events) => (await events.catch(() => undefined))?.close()));
  }
}

async function waitWithDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new JobRequestError('timeout', `No answer after ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
