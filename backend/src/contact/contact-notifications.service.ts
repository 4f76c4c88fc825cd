import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { IsNull, LessThan, Repository } from 'typeorm';
import { BackgroundTasks } from '../queue/background-tasks.service';
import { JobDispatcher } from '../queue/job-dispatcher.service';
import { MAIL_JOB_OPTIONS, MAIL_JOBS, type NotifyLeadJobData, QUEUE_NAMES } from '../queue/queue.constants';
import { ContactMessageEntity } from './contact-message.entity';

const SWEEP_GRACE_MS = 60_000;
const KIND: Extract<NotifyLeadJobData['kind'], 'contact-message'> = 'contact-message';

/**
 * Queues the operator e-mail of a contact message after it is committed (same pattern as the lead
 * notifications): never fails or delays the request, records what is queued, the worker sweeps the rest.
 */
@Injectable()
export class ContactNotificationsService {
  private readonly logger = new Logger('ContactNotifications');

  constructor(
    @InjectQueue(QUEUE_NAMES.mail) private readonly queue: Queue<NotifyLeadJobData>,
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    private readonly dispatcher: JobDispatcher,
    private readonly background: BackgroundTasks,
  ) {}

  schedule(id: string): void {
    this.background.run(`enqueue ${KIND} notification ${id}`, () => this.enqueue(id));
  }

  async enqueue(id: string): Promise<boolean> {
    const queued = await this.dispatcher.enqueue(
      this.queue,
      MAIL_JOBS.notifyLead,
      { kind: KIND, id },
      { ...MAIL_JOB_OPTIONS, jobId: `${KIND}-${id}` },
    );
    if (!queued) return false;
    await this.messages.update({ id }, { notificationQueuedAt: new Date() });
    return true;
  }

  /** Enqueues messages older than a minute whose job never reached Redis; stops at the first failure. */
  async sweep(limit = 100): Promise<number> {
    const pending = await this.messages.find({
      select: { id: true },
      where: {
        notificationQueuedAt: IsNull(),
        createdAt: LessThan(new Date(Date.now() - SWEEP_GRACE_MS)),
      },
      order: { createdAt: 'ASC' },
      take: limit,
    });
    let queued = 0;
    for (const { id } of pending) {
      if (!(await this.enqueue(id))) break;
      queued += 1;
    }
    if (queued > 0) this.logger.log(`Re-enqueued ${queued} contact message notification(s)`);
    return queued;
  }
}
