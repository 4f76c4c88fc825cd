import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { type JobsOptions, type Queue } from 'bullmq';

import { DOCUMENTS_QUEUE, RENDER_QUOTE_JOB, type RenderQuoteJobData } from './quote-document.types';

export const RENDER_QUOTE_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 5_000 },
  // Completed jobs go away, so enqueueing the same calculation again later renders it again.
  removeOnComplete: true,
  removeOnFail: { age: 7 * 24 * 3600 },
};

const ENQUEUE_TIMEOUT_MS = 3_000;

/**
 * Producer side of the `documents` queue, for the calculations module: call enqueueQuote() AFTER the calculation
 * is committed. It never throws and never waits longer than 3 s: a visitor's calculation must not fail because
 * Redis is slow or down (the HTML stays available live; the PDF can be re-enqueued).
 */
@Injectable()
export class QuoteDocumentQueue {
  private readonly logger = new Logger(QuoteDocumentQueue.name);

  constructor(@InjectQueue(DOCUMENTS_QUEUE) private readonly queue: Queue<RenderQuoteJobData>) {}

  async enqueueQuote(calculationId: string): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.queue.add(
          RENDER_QUOTE_JOB,
          { calculationId },
          // One pending job per calculation: a duplicate add while it waits is ignored by BullMQ.
          { ...RENDER_QUOTE_JOB_OPTIONS, jobId: `quote-${calculationId}` },
        ),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`queue.add took over ${ENQUEUE_TIMEOUT_MS} ms`)),
            ENQUEUE_TIMEOUT_MS,
          );
        }),
      ]);
      return true;
    } catch (error) {
      this.logger.error(`Could not enqueue the quote document of ${calculationId}: ${String(error)}`);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
