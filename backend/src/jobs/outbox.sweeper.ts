import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type AppConfig, InjectConfig } from '../config';
import { Outbox } from './outbox.service';
import { PeriodicTask } from './periodic-task';

/**
 * Worker only: every JOBS_SWEEP_INTERVAL_SECONDS (and once at start) the outbox adds the jobs Redis missed or
 * lost. One run at a time per process; several workers are harmless because job ids come from the rows.
 */
@Injectable()
export class OutboxSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task: PeriodicTask;

  constructor(outbox: Outbox, @InjectConfig() config: AppConfig) {
    this.task = new PeriodicTask(
      'Sweep',
      config.jobs.sweepIntervalMs,
      () => outbox.sweepAll(),
      new Logger('OutboxSweeper'),
    );
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }
}
