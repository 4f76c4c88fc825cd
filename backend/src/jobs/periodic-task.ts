import { type Logger } from '@nestjs/common';

/**
 * Work the worker repeats on a timer (the outbox sweep, the lead retention): once at start, then every
 * `intervalMs`; never two runs at once in one process; a failed run is logged and the next one tries again;
 * `stop()` waits for a run in progress.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly work: () => Promise<unknown>,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.tick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.work()
      .catch((error: unknown) => this.logger.warn(`${this.name} failed: ${(error as Error).message}`))
      .finally(() => (this.running = undefined));
  }
}
