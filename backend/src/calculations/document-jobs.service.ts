import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Repository } from 'typeorm';
import { QuoteDocumentQueue } from '../documents';
import { BackgroundTasks } from '../queue/background-tasks.service';
import { CalculationEntity } from './calculation.entity';

/** Calculations younger than this are left to the API's own enqueue; older unqueued ones are swept. */
const SWEEP_GRACE_MS = 60_000;

/**
 * Gets every stored calculation its quote-document job. The calculation is already committed; enqueueing
 * happens after the response (QuoteDocumentQueue never throws and gives up after a few seconds), and what
 * did not reach Redis is found again by the worker's sweep via document_queued_at.
 */
@Injectable()
export class DocumentJobsService {
  private readonly logger = new Logger('DocumentJobs');

  constructor(
    private readonly quoteQueue: QuoteDocumentQueue,
    @InjectRepository(CalculationEntity) private readonly calculations: Repository<CalculationEntity>,
    private readonly background: BackgroundTasks,
  ) {}

  /** Off the request path: enqueue, then remember that it is queued. */
  schedule(calculationId: string): void {
    this.background.run(`enqueue quote document ${calculationId}`, () => this.enqueue(calculationId));
  }

  async enqueue(calculationId: string): Promise<boolean> {
    const queued = await this.quoteQueue.enqueueQuote(calculationId);
    if (queued) await this.calculations.update({ id: calculationId }, { documentQueuedAt: new Date() });
    return queued;
  }

  /** Enqueues calculations whose job never reached Redis (it was down or slow). Returns how many. */
  async sweep(limit = 100): Promise<number> {
    const pending = await this.calculations.find({
      select: { id: true },
      where: { documentQueuedAt: IsNull(), createdAt: LessThan(new Date(Date.now() - SWEEP_GRACE_MS)) },
      order: { createdAt: 'ASC' },
      take: limit,
    });
    let queued = 0;
    for (const { id } of pending) {
      if (!(await this.enqueue(id))) break; // Redis still away: the next sweep tries again
      queued += 1;
    }
    if (queued > 0) this.logger.log(`Enqueued ${queued} missing quote document job(s)`);
    return queued;
  }
}
