import { Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Job } from 'bullmq';
import { Repository } from 'typeorm';
import { type AppConfig, InjectConfig } from '../config';
import { HandlesJob, type JobHandler } from '../jobs/job-handler';
import { type JobPayload } from '../jobs/job-registry';
import { Outbox } from '../jobs/outbox.service';
import { MailTransport } from '../mail/mail-transport.service';
import { OrderEntity } from './order.entity';
import { composeVisitMail } from './order-mail-texts';
import { OrderVisitMailEntity } from './order-visit-mail.entity';
import { type OrderMailOutcome } from './send-order-confirmation.handler';
import { visitCalendar } from './visit-calendar';

/**
 * `sendVisitMail` jobs: one calendar e-mail of a Besichtigung, its .ics attached (text/calendar with its METHOD,
 * as calendars expect an iTIP message). The row holds the window and SEQUENCE as of the change that wrote it.
 */
@HandlesJob('sendVisitMail')
export class SendVisitMailHandler implements JobHandler<'sendVisitMail'> {
  private readonly logger = new Logger('VisitMail');

  constructor(
    @InjectRepository(OrderVisitMailEntity) private readonly mails: Repository<OrderVisitMailEntity>,
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    private readonly transport: MailTransport,
    private readonly outbox: Outbox,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async handle({ visitMailId }: JobPayload<'sendVisitMail'>, job: Job): Promise<OrderMailOutcome> {
    const outcome = await this.send(visitMailId, job);
    await this.outbox.markDone('orderVisitMails', visitMailId);
    return outcome;
  }

  private async send(id: string, job: Job): Promise<OrderMailOutcome> {
    const context = { event: 'visit-mail', id, jobId: job.id, attempt: job.attemptsMade + 1 };
    const mail = await this.mails.findOneBy({ id });
    const order = mail && (await this.orders.findOneBy({ id: mail.orderId }));
    if (!mail || !order) {
      this.logger.log({ ...context, outcome: 'gone', msg: `Visit mail ${id} no longer exists` });
      return 'gone';
    }
    if (!this.transport.configured) {
      this.logger.log({ ...context, outcome: 'logged', msg: `Visit mail ${id} logged (SMTP_URL not set)` });
      return 'logged';
    }
    const calendar = visitCalendar(order, mail, this.config.site, this.config.mail.from);
    const sent = await this.transport.sendToVisitor({
      identity: `visit-mail.${id}`,
      to: order.email,
      ...composeVisitMail(order, mail, this.config.site),
      attachments: [
        {
          filename: mail.method === 'CANCEL' ? 'besichtigung-abgesagt.ics' : 'besichtigung.ics',
          content: Buffer.from(calendar, 'utf8'),
          contentType: `text/calendar; charset=utf-8; method=${mail.method}`,
        },
      ],
    });
    this.logger.log({ ...context, outcome: 'sent', messageId: sent.messageId, msg: `Visit mail ${id} sent` });
    return 'sent';
  }
}
