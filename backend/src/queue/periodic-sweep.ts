import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

/**
 * Base of the worker's recovery sweeps: jobs whose enqueue failed (Redis down at the time) are found in
 * Postgres and enqueued again. One run at a time per process; several workers are harmless because job
 * ids are derived from the rows.
 */
export abstract class PeriodicSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  protected abstract readonly logger: Logger;
  protected readonly intervalMs: number = 60_000;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  protected abstract sweep(): Promise<unknown>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.tick();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.sweep()
      .catch((error: unknown) => this.logger.warn(`Sweep failed: ${(error as Error).message}`))
      .finally(() => (this.running = undefined));
  }
}
