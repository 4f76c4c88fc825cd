import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { type AppConfig, InjectConfig } from '../config';
import { ALL_QUEUES, type QueueName } from '../jobs/queue-names';
import { redisOptionsFromUrl } from '../redis/redis-options';
import { checkJobHandlers, type FoundHandler, type JobHandler, JobHandlerMark } from './job-handler';
import { JOBS, type JobKey, jobKeyOf, queueWorkerSettings } from './job-registry';

/**
 * The worker process's side of the job system: one BullMQ worker per queue that has jobs, dispatching each job
 * to its one handler after checking its payload. Every failure is logged here, with job name, id and reason.
 */
@Injectable()
export class JobWorkers implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('JobWorkers');
  private readonly workers: Worker[] = [];
  private readonly handlers = new Map<JobKey, JobHandler<JobKey>>();

  constructor(
    private readonly discovery: DiscoveryService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const found: (FoundHandler & { instance: JobHandler<JobKey> })[] = this.discovery
      .getProviders({ metadataKey: JobHandlerMark.KEY })
      .filter((wrapper) => wrapper.instance !== undefined && wrapper.metatype !== undefined)
      .map((wrapper) => ({
        job: this.discovery.getMetadataByDecorator(JobHandlerMark, wrapper) as string,
        handler: wrapper.name,
        instance: wrapper.instance as JobHandler<JobKey>,
      }));
    checkJobHandlers(Object.keys(JOBS), found);
    for (const entry of found) this.handlers.set(entry.job as JobKey, entry.instance);

    const queues = ALL_QUEUES.filter((queue) => Object.values(JOBS).some((job) => job.queue === queue));
    for (const queue of queues) this.workers.push(this.startWorker(queue));
  }

  /**
   * Stop taking jobs and let running ones finish, before services they use (Chromium) shut down — but only
   * until shortly before the shutdown deadline (SHUTDOWN_TIMEOUT_MS): a job still running then is let go. Its
   * lock expires and the stall check hands it to a worker again, so nothing is lost, and the container's stop
   * grace never kills the process half-way through closing.
   */
  async onModuleDestroy(): Promise<void> {
    const waitMs = Math.max(1000, this.config.api.shutdownTimeoutMs - 2000);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'deadline'>((resolve) => {
      timer = setTimeout(() => resolve('deadline'), waitMs);
    });
    // Pausing takes no new jobs and resolves when the running ones are done (a second close() would only
    // wait for the first one, so the graceful wait is a pause and the close comes after it).
    const pausing = Promise.all(this.workers.map((worker) => worker.pause()));
    const outcome = await Promise.race([pausing.then(() => 'idle' as const), deadline]);
    clearTimeout(timer);
    if (outcome === 'deadline') {
      this.logger.warn(`Jobs still running after ${waitMs} ms of shutdown: left to be retried`);
    }
    await Promise.all(this.workers.map((worker) => worker.close(outcome === 'deadline')));
  }

  private startWorker(queue: QueueName): Worker {
    const settings = queueWorkerSettings(queue, this.config.pdf.concurrency);
    const worker = new Worker(queue, (job) => this.process(queue, job), {
      connection: redisOptionsFromUrl(this.config.redis.url),
      prefix: this.config.redis.prefix,
      ...settings,
    });
    // Without a listener an 'error' (Redis gone) would crash the process; BullMQ reconnects by itself.
    worker.on('error', (error) => this.logger.warn(`Worker ${queue}: ${error.message}`));
    worker.on('failed', (job, error) => this.logFailure(queue, job, error));
    worker.on('stalled', (jobId) => this.logger.warn({ queue, jobId, msg: `Job ${jobId} stalled; retried` }));
    return worker;
  }

  private async process(queue: QueueName, job: Job): Promise<unknown> {
    const key = jobKeyOf(queue, job.name);
    if (!key) throw new UnrecoverableError(`Unknown job "${job.name}" on queue ${queue}`);
    const payload = JOBS[key].payload.safeParse(job.data);
    if (!payload.success) throw new UnrecoverableError(`Malformed payload: ${payload.error.message}`);
    const handler = this.handlers.get(key);
    if (!handler) throw new UnrecoverableError(`No handler for "${key}"`);
    return handler.handle(payload.data as never, job);
  }

  private logFailure(queue: QueueName, job: Job | undefined, error: Error): void {
    const attempts = job?.opts.attempts ?? 1;
    const final = error instanceof UnrecoverableError || (job?.attemptsMade ?? 0) >= attempts;
    const entry = {
      event: 'job-failed',
      queue,
      job: job?.name,
      jobId: job?.id,
      attempt: job?.attemptsMade,
      attempts,
      final,
      reason: error.message,
      msg: `${queue}/${job?.name ?? '?'} ${job?.id ?? '?'} failed${final ? ' for good' : ', will retry'}: ${error.message}`,
    };
    if (final) this.logger.error(entry);
    else this.logger.warn(entry);
  }
}
