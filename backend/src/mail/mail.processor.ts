import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { type Job } from 'bullmq';
import { MAIL_JOBS, type NotifyLeadJobData, QUEUE_NAMES } from '../queue/queue.constants';

/**
 * Operator notifications. For now the job is logged (the lead itself is safe in Postgres); sending the
 * e-mail comes with the contact form. Unknown job names fail loudly so BullMQ keeps them for inspection.
 */
@Processor(QUEUE_NAMES.mail)
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger('MailProcessor');

  async process(job: Job<NotifyLeadJobData>): Promise<void> {
    if (job.name !== MAIL_JOBS.notifyLead) throw new Error(`Unknown mail job "${job.name}"`);
    this.logger.log(`New ${job.data.kind} ${job.data.id}: operator notification recorded`);
    return Promise.resolve();
  }
}
