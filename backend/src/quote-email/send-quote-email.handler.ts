import { Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Job } from 'bullmq';
import { Repository } from 'typeorm';
import { type AppConfig, InjectConfig } from '../config';
import { RenderQuoteHandler } from '../documents/render-quote.handler';
import { HandlesJob, type JobHandler } from '../jobs/job-handler';
import { type JobPayload } from '../jobs/job-registry';
import { Outbox } from '../jobs/outbox.service';
import { MailTransport } from '../mail/mail-transport.service';
import { composeQuoteMail } from './quote-email-text';
import { QuoteEmailEntity } from './quote-email.entity';
import { shareUrl } from './quote-share';

export type QuoteMailOutcome = 'sent' | 'logged' | 'gone';

/**
 * `sendQuoteEmail` jobs: the visitor's quote as a PDF attachment. The PDF is the archive's (rendered now if the
 * quote's own document job has not run yet, the same way that job renders it). Without SMTP_URL the e-mail is logged,
 * as the operator's are. A failed delivery throws, so the job is retried; logs name ids only, never the address.
 */
@HandlesJob('sendQuoteEmail')
export class SendQuoteEmailHandler implements JobHandler<'sendQuoteEmail'> {
  private readonly logger = new Logger('QuoteEmail');

  constructor(
    @InjectRepository(QuoteEmailEntity) private readonly quoteEmails: Repository<QuoteEmailEntity>,
    private readonly documents: RenderQuoteHandler,
    private readonly transport: MailTransport,
    private readonly outbox: Outbox,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async handle({ quoteEmailId }: JobPayload<'sendQuoteEmail'>, job: Job): Promise<QuoteMailOutcome> {
    const outcome = await this.send(quoteEmailId, job);
    await this.outbox.markDone('quoteEmails', quoteEmailId);
    return outcome;
  }

  private async send(id: string, job: Job): Promise<QuoteMailOutcome> {
    const context = { event: 'quote-email', id, jobId: job.id, attempt: job.attemptsMade + 1 };
    // Erased (DSGVO) or its calculation deleted before the job ran: nothing to send.
    const row = await this.quoteEmails.findOneBy({ id });
    const pdf = row && (await this.documents.archivedPdf(row.calculationId));
    if (!row || !pdf) {
      this.logger.log({ ...context, outcome: 'gone', msg: `Quote e-mail ${id} no longer exists` });
      return 'gone';
    }

    const mail = composeQuoteMail(
      {
        quoteNumber: pdf.quote.quoteNumber,
        createdAt: pdf.quote.createdAt,
        shareUrl: shareUrl(this.config.site.publicUrl, row.shareToken),
        shareExpiresAt: row.shareExpiresAt,
      },
      this.config.site,
    );
    if (!this.transport.configured) {
      this.logger.log({ ...context, outcome: 'logged', msg: `Quote e-mail ${id} logged (SMTP_URL not set)` });
      return 'logged';
    }
    const sent = await this.transport.sendToVisitor({
      identity: `quote-email.${id}`,
      to: row.email,
      ...mail,
      attachments: [{ filename: pdf.filename, content: pdf.content, contentType: 'application/pdf' }],
    });
    this.logger.log({
      ...context,
      outcome: 'sent',
      messageId: sent.messageId,
      msg: `Quote e-mail ${id} sent`,
    });
    return 'sent';
  }
}
