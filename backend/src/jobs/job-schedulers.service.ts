import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { type JobSchedulerTemplateOptions, type JobsOptions, type Queue } from 'bullmq';
import { type AppConfig, InjectConfig } from '../config';
import { type JobDefinition } from './job-definition';
import { JOBS, type JobKey } from './job-registry';
import { ALL_QUEUES, type QueueName } from './queue-names';

/**
 * The worker's side of periodic work: every job of the registry with a `schedule` gets one BullMQ job
 * scheduler in Redis, whose id is the job's name. Upserting it is idempotent — however many workers upsert it,
 * there is one scheduler per job and it adds one job per run, which one worker takes. A job whose schedule the
 * configuration turns off (and one no job defines any more) has its scheduler removed.
 *
 * The schedulers live in Redis, and Redis keeps nothing on disk here: when it restarts empty they are gone with
 * the queues (the outbox sweep repairs the queues — but it is one of these schedulers). So they are upserted
 * again whenever a queue's Redis connection becomes ready again ('ready' after ioredis reconnected), not only
 * at start. A new `every` scheduler runs at once: after a loss the sweep comes first.
 */
@Injectable()
export class JobSchedulers implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('JobSchedulers');
  private readonly unsubscribe: (() => void)[] = [];
  private closing = false;

  constructor(
    private readonly moduleRef: ModuleRef,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Not awaited: a worker starts while Redis is away, and upserts once it is there ('ready'). */
  onApplicationBootstrap(): void {
    const queues = ALL_QUEUES.filter((queue) => jobsOf(queue).length > 0);
    for (const queue of queues) void this.watch(queue);
  }

  onModuleDestroy(): void {
    this.closing = true;
    for (const stop of this.unsubscribe.splice(0)) stop();
  }

  /** Upserts the queue's schedulers now and each time its connection is ready again. */
  private async watch(name: QueueName): Promise<void> {
    try {
      const client = await this.queue(name).client; // resolves once connected
      if (this.closing) return;
      const onReady = (): void => void this.upsert(name);
      client.on('ready', onReady);
      this.unsubscribe.push(() => client.off('ready', onReady));
      await this.upsert(name);
    } catch (error) {
      this.logger.warn(`Job schedulers of ${name}: ${(error as Error).message}`);
    }
  }

  /** One scheduler per scheduled job of the queue, as the configuration says now; none for anything else. */
  async upsert(name: QueueName): Promise<void> {
    if (this.closing) return;
    const queue = this.queue(name);
    try {
      const wanted = new Set<string>();
      for (const key of jobsOf(name)) {
        const definition: JobDefinition = JOBS[key];
        const schedule = definition.schedule?.(this.config);
        if (!schedule) continue;
        const { payload, ...repeat } = schedule;
        await queue.upsertJobScheduler(definition.name, repeat, {
          name: definition.name,
          data: definition.payload.parse(payload),
          opts: templateOptions(definition.options),
        });
        wanted.add(definition.name);
      }
      for (const scheduler of await queue.getJobSchedulers()) {
        if (wanted.has(scheduler.key)) continue;
        await queue.removeJobScheduler(scheduler.key);
        this.logger.log(`Job scheduler ${name}/${scheduler.key} removed (not scheduled)`);
      }
    } catch (error) {
      if (!this.closing) this.logger.warn(`Job schedulers of ${name}: ${(error as Error).message}`);
    }
  }

  private queue(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }
}

function jobsOf(queue: QueueName): JobKey[] {
  return (Object.keys(JOBS) as JobKey[]).filter((key) => JOBS[key].queue === queue);
}

/** A job's options without those a scheduler sets itself (the id and start of each run). */
function templateOptions(options: JobsOptions): JobSchedulerTemplateOptions {
  const {
    jobId: _jobId,
    repeat: _repeat,
    delay: _delay,
    deduplication: _dedup,
    debounce: _debounce,
    ...template
  } = options;
  return template;
}
