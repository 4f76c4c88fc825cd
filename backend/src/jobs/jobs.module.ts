import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { type DynamicModule, Global, Injectable, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { DiscoveryModule, ModuleRef } from '@nestjs/core';
import { type Queue } from 'bullmq';
import { type AppConfig, APP_CONFIG } from '../config';
import { redisOptionsFromUrl } from '../redis/redis-options';
import { BackgroundTasks } from './background-tasks.service';
import { DEFAULT_JOB_OPTIONS } from './job-registry';
import { JobQueue } from './job-queue.service';
import { JobRequests } from './job-requests.service';
import { JobSchedulers } from './job-schedulers.service';
import { JobWorkers } from './job-workers.service';
import { Outbox } from './outbox.service';
import { SweepOutboxesHandler } from './sweep-outboxes.handler';
import { ALL_QUEUES } from './queue-names';

export interface JobsModuleOptions {
  /**
   * 'api' registers the queues as producers only; the worker's JobWorkers (src/jobs) consume them and its
   * JobSchedulers keep the schedulers of the periodic jobs.
   */
  role: 'api' | 'worker';
}

@Injectable()
class QueueErrorLogger implements OnModuleInit {
  private readonly logger = new Logger('Queues');

  constructor(private readonly moduleRef: ModuleRef) {}

  onModuleInit(): void {
    for (const name of ALL_QUEUES) {
      const queue = this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
      // An 'error' event without a listener would crash the process when Redis goes away.
      queue.on('error', (error: Error) => this.logger.warn(`Queue ${name}: ${error.message}`));
    }
  }
}

@Global()
@Module({})
export class JobsModule {
  static forRoot(options: JobsModuleOptions): DynamicModule {
    const queues = BullModule.registerQueue(...ALL_QUEUES.map((name) => ({ name })));
    return {
      module: JobsModule,
      imports: [
        DiscoveryModule,
        BullModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({
            connection: redisOptionsFromUrl(config.redis.url),
            prefix: config.redis.prefix,
            defaultJobOptions: DEFAULT_JOB_OPTIONS,
          }),
        }),
        queues,
      ],
      providers: [
        JobQueue,
        JobRequests,
        Outbox,
        BackgroundTasks,
        QueueErrorLogger,
        ...(options.role === 'worker' ? [JobWorkers, JobSchedulers, SweepOutboxesHandler] : []),
      ],
      exports: [queues, JobQueue, JobRequests, Outbox, BackgroundTasks],
    };
  }
}
