import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import { type AppConfig, InjectConfig } from '../config';
import { MAIL_JOBS, type NotifyLeadJobData, QUEUE_NAMES } from '../queue/queue.constants';
import { MailTransport } from './mail-transport.service';
import { composeOperatorMail } from './notification-texts';
import { OperatorNotifications } from './operator-notifications.service';

const KINDS: readonly string[] = [
  'phone-lead',
  'quote-request',
  'contact-message',
] satisfies NotifyLeadJobData['kind'][];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type MailOutcome = 'sent' | 'logged' | 'gone';

/**
 * Operator notifications of new leads (`notify-lead` jobs: phone leads, quote requests, contact messages).
 * With SMTP_URL the e-mail goes to NOTIFY_EMAIL; without it the notification is logged and the job completes.
 * A failed delivery throws, so BullMQ retries with backoff (MAIL_JOB_OPTIONS); malformed jobs fail at once.
 * Logs carry kind, id and recipients only: names, phone numbers and messages stay out of log files.
 */
@Processor(QUEUE_NAMES.mail)
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger('MailProcessor');

  constructor(
    private readonly notifications: OperatorNotifications,
    private readonly transport: MailTransport,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    super();
  }

  async process(job: Job<NotifyLeadJobData>): Promise<MailOutcome> {
    if (job.name !== MAIL_JOBS.notifyLead) throw new UnrecoverableError(`Unknown mail job "${job.name}"`);
    const { kind, id } = job.data ?? {};
    if (!KINDS.includes(kind) || typeof id !== 'string' || !UUID.test(id)) {
      throw new UnrecoverableError(`Malformed ${job.name} job ${job.id ?? ''}`);
    }
    const context = {
      event: 'operator-notification',
      kind,
      id,
      jobId: job.id,
      attempt: job.attemptsMade + 1,
    };

    const source = await this.notifications.load({ kind, id });
    if (!source) {
      this.logger.log({
        ...context,
        outcome: 'gone',
        msg: `${kind} ${id} no longer exists: nothing to notify`,
      });
      return 'gone';
    }
    const mail = composeOperatorMail(source, this.config.site);

    if (!this.transport.configured) {
      this.logger.log({
        ...context,
        outcome: 'logged',
        to: this.transport.recipients,
        msg: `New ${kind} ${id}: operator notification logged (SMTP_URL not set)`,
      });
      // The content only at debug level (development): it holds the visitor's personal data.
      this.logger.debug({ ...context, subject: mail.subject, text: mail.text, msg: 'Notification content' });
      return 'logged';
    }

    const sent = await this.transport.send(mail);
    if (sent.rejected.length > 0) {
      this.logger.warn({
        ...context,
        rejected: sent.rejected,
        msg: `Some recipients refused the ${kind} e-mail`,
      });
    }
    this.logger.log({
      ...context,
      outcome: 'sent',
      to: sent.accepted,
      messageId: sent.messageId,
      msg: `New ${kind} ${id}: operator e-mail sent`,
    });
    return 'sent';
  }
}
