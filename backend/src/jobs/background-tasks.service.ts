import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';

/**
 * Work that follows a response (enqueueing jobs, bookkeeping) runs here instead of delaying the visitor.
 * Errors are logged; shutdown waits for what is still running so nothing is cut off half-way.
 */
/** The longest shutdown waits for background work (enqueueing takes at most 2 s each). */
const SHUTDOWN_WAIT_MS = 3_000;

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

  /** Waits for the running tasks, but not for ever: what is cut off is recovered by the outbox sweep. */
  async beforeApplicationShutdown(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), SHUTDOWN_WAIT_MS);
    });
    const outcome = await Promise.race([this.idle().then(() => 'idle' as const), timeout]);
    clearTimeout(timer);
    if (outcome === 'timeout')
      this.logger.warn(`${this.running.size} background task(s) still running at shutdown`);
  }
}
