import { BullModule, getQueueToken } from '@nestjs/bullmq';
// Not re-exported by the package index; it is the documented `extraOptions.manualRegistration` switch.
import { BULL_EXTRA_OPTIONS_TOKEN } from '@nestjs/bullmq/dist/bull.constants';
import { type BullModuleExtraOptions } from '@nestjs/bullmq/dist/interfaces/shared-bull-config.interface';
import { type DynamicModule, Global, Injectable, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { type Queue } from 'bullmq';
import { type AppConfig, APP_CONFIG } from '../config';
import { redisOptionsFromUrl } from '../redis/redis-options';
import { BackgroundTasks } from './background-tasks.service';
import { JobDispatcher } from './job-dispatcher.service';
import { ALL_QUEUES } from './queue.constants';

export interface QueueModuleOptions {
  /**
   * 'api' registers the queues as producers only: even if a module with a @Processor is imported (a
   * feature module carries its own processor), no BullMQ worker starts in the API process.
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
export class QueueModule {
  static forRoot(options: QueueModuleOptions): DynamicModule {
    const extraOptions: BullModuleExtraOptions = { manualRegistration: options.role === 'api' };
    const queues = BullModule.registerQueue(...ALL_QUEUES.map((name) => ({ name })));
    return {
      module: QueueModule,
      imports: [
        BullModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({
            connection: redisOptionsFromUrl(config.redis.url),
            prefix: config.redis.prefix,
            defaultJobOptions: {
              attempts: 5,
              backoff: { type: 'exponential', delay: 5000 },
              removeOnComplete: { age: 24 * 3600, count: 1000 },
              removeOnFail: { age: 14 * 24 * 3600 },
            },
          }),
          extraProviders: [{ provide: BULL_EXTRA_OPTIONS_TOKEN, useValue: extraOptions }],
        }),
        queues,
      ],
      providers: [JobDispatcher, BackgroundTasks, QueueErrorLogger],
      exports: [queues, JobDispatcher, BackgroundTasks],
    };
  }
}
