import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { IsNull, LessThan, Repository } from 'typeorm';
import { BackgroundTasks } from '../queue/background-tasks.service';
import { JobDispatcher } from '../queue/job-dispatcher.service';
import { MAIL_JOB_OPTIONS, MAIL_JOBS, type NotifyLeadJobData, QUEUE_NAMES } from '../queue/queue.constants';
import { PhoneLeadEntity } from './phone-lead.entity';
import { QuoteRequestEntity } from './quote-request.entity';

const SWEEP_GRACE_MS = 60_000;
type LeadKind = Extract<NotifyLeadJobData['kind'], 'phone-lead' | 'quote-request'>;

/**
 * Queues the operator notification of a lead after it is committed. Like quote documents: never fails the
 * request, remembers what is queued, and the worker's sweep catches up on what Redis missed.
 */
@Injectable()
export class LeadNotificationsService {
  private readonly logger = new Logger('LeadNotifications');

  constructor(
    @InjectQueue(QUEUE_NAMES.mail) private readonly queue: Queue<NotifyLeadJobData>,
    @InjectRepository(PhoneLeadEntity) private readonly phoneLeads: Repository<PhoneLeadEntity>,
    @InjectRepository(QuoteRequestEntity) private readonly quoteRequests: Repository<QuoteRequestEntity>,
    private readonly dispatcher: JobDispatcher,
    private readonly background: BackgroundTasks,
  ) {}

  schedule(kind: LeadKind, id: string): void {
    this.background.run(`enqueue ${kind} notification ${id}`, () => this.enqueue(kind, id));
  }

  async enqueue(kind: LeadKind, id: string): Promise<boolean> {
    const queued = await this.dispatcher.enqueue(
      this.queue,
      MAIL_JOBS.notifyLead,
      { kind, id },
      { ...MAIL_JOB_OPTIONS, jobId: `${kind}-${id}` },
    );
    if (!queued) return false;
    const repository: Repository<PhoneLeadEntity | QuoteRequestEntity> =
      kind === 'phone-lead' ? this.phoneLeads : this.quoteRequests;
    await repository.update({ id }, { notificationQueuedAt: new Date() });
    return true;
  }

  async sweep(limit = 100): Promise<number> {
    const olderThan = LessThan(new Date(Date.now() - SWEEP_GRACE_MS));
    const pending: { kind: LeadKind; id: string }[] = [
      ...(
        await this.phoneLeads.find({
          select: { id: true },
          where: { notificationQueuedAt: IsNull(), submittedAt: olderThan },
          take: limit,
        })
      ).map(({ id }) => ({ kind: 'phone-lead' as const, id })),
      ...(
        await this.quoteRequests.find({
          select: { id: true },
          where: { notificationQueuedAt: IsNull(), createdAt: olderThan },
          take: limit,
        })
      ).map(({ id }) => ({ kind: 'quote-request' as const, id })),
    ];
    let queued = 0;
    for (const { kind, id } of pending) {
      if (!(await this.enqueue(kind, id))) break;
      queued += 1;
    }
    if (queued > 0) this.logger.log(`Re-enqueued ${queued} lead notification(s)`);
    return queued;
  }
}
