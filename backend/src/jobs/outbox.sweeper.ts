import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type AppConfig, InjectConfig } from '../config';
import { Outbox } from './outbox.service';

/**
 * Worker only: every JOBS_SWEEP_INTERVAL_SECONDS (and once at start) the outbox adds the jobs Redis missed or
 * lost. One run at a time per process; several workers are harmless because job ids come from the rows.
 */
@Injectable()
export class OutboxSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxSweeper');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly outbox: Outbox,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), this.config.jobs.sweepIntervalMs);
    this.tick();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.outbox
      .sweepAll()
      .catch((error: unknown) => this.logger.warn(`Sweep failed: ${(error as Error).message}`))
      .finally(() => (this.running = undefined));
  }
}
