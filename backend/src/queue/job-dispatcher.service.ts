import { Injectable, Logger } from '@nestjs/common';
import { type JobsOptions, type Queue } from 'bullmq';

/** How long an add may take before the caller gives up waiting (the add itself may still land later). */
const ENQUEUE_TIMEOUT_MS = 2000;

/**
 * Adds jobs without ever failing the caller: Redis being down or slow is logged and reported as `false`.
 * Whatever must not be lost is in Postgres before a job is enqueued, and a sweep re-enqueues what is missing.
 */
@Injectable()
export class JobDispatcher {
  private readonly logger = new Logger('Jobs');

  async enqueue<T>(queue: Queue<T>, name: string, data: T, options: JobsOptions): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), ENQUEUE_TIMEOUT_MS);
    });
    try {
      // Queue<T>.add's name/data types are derived generics; the call is typed by this method's signature.
      const added = (queue as unknown as Queue).add(name, data, options);
      added.catch(() => undefined); // a late rejection after the timeout is already logged below
      const outcome = await Promise.race([added, timeout]);
      if (outcome === 'timeout') {
        this.logger.warn(`Enqueue ${queue.name}/${name} timed out after ${ENQUEUE_TIMEOUT_MS} ms`);
        return false;
      }
      return true;
    } catch (error) {
      this.logger.warn(`Enqueue ${queue.name}/${name} failed: ${(error as Error).message}`);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
