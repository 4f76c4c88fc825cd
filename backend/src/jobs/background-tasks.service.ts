import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';

/**
 * Work that follows a response (enqueueing jobs, bookkeeping) runs here instead of delaying the visitor.
 * Errors are logged; shutdown waits for what is still running so nothing is cut off half-way.
 */
@Injectable()
export class BackgroundTasks implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Background');
  private readonly running = new Set<Promise<void>>();

  run(label: string, task: () => Promise<unknown>): void {
    const promise: Promise<void> = task()
      .then(() => undefined)
      .catch((error: unknown) => {
        this.logger.error(`${label} failed: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  /** Resolves when every task started so far has finished (tests use it to observe follow-up work). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.idle();
  }
}
