import { Logger } from '@nestjs/common';
import { type Job } from 'bullmq';
import { type AppConfig, InjectConfig } from '../config';
import { HandlesJob, type JobHandler } from '../jobs/job-handler';
import { type JobPayload } from '../jobs/job-registry';
import { Outbox } from '../jobs/outbox.service';
import { type OutboxKey } from '../jobs/outboxes';
import { MailTransport } from './mail-transport.service';
import { composeOperatorMail } from './notification-texts';
import { type NotificationKind } from './notify-lead.job';
import { OperatorNotifications } from './operator-notifications.service';

export type MailOutcome = 'sent' | 'logged' | 'gone';

const OUTBOX_OF: Record<NotificationKind, OutboxKey> = {
  'phone-lead': 'phoneLeadNotifications',
  'quote-request': 'quoteRequestNotifications',
  'contact-message': 'contactMessageNotifications',
  'blog-draft': 'blogDraftNotifications',
  order: 'orderNotifications',
};

/**
 * `notifyLead` jobs: the operator e-mail of a phone lead, quote request or contact message. With SMTP_URL the
 * e-mail goes to NOTIFY_EMAIL; without it the notification is logged and the job completes. A failed delivery
 * throws, so the job is retried with backoff. Logs carry kind, id and recipients only: names, phone numbers and
 * messages stay out of log files.
 */
@HandlesJob('notifyLead')
export class NotifyLeadHandler implements JobHandler<'notifyLead'> {
  private readonly logger = new Logger('NotifyLead');

  constructor(
    private readonly notifications: OperatorNotifications,
    private readonly transport: MailTransport,
    private readonly outbox: Outbox,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async handle({ kind, id }: JobPayload<'notifyLead'>, job: Job): Promise<MailOutcome> {
    const outcome = await this.notify(kind, id, job);
    await this.outbox.markDone(OUTBOX_OF[kind], id);
    return outcome;
  }

  private async notify(kind: NotificationKind, id: string, job: Job): Promise<MailOutcome> {
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

    const sent = await this.transport.send(mail, `${kind}.${id}`);
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
