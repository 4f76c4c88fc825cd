import { Inject, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Job } from 'bullmq';
import { Repository } from 'typeorm';
import { type AppConfig, InjectConfig } from '../config';
import {
  PdfRendererService,
  QUOTE_DOCUMENT_SOURCE,
  type QuoteDocumentSource,
  renderQuoteHtml,
} from '../documents';
import { HandlesJob, type JobHandler } from '../jobs/job-handler';
import { type JobPayload } from '../jobs/job-registry';
import { Outbox } from '../jobs/outbox.service';
import { MailTransport } from '../mail/mail-transport.service';
import { OrderEntity } from './order.entity';
import { composeOrderConfirmation } from './order-mail-texts';

export type OrderMailOutcome = 'sent' | 'logged' | 'gone';

/**
 * `sendOrderConfirmation` jobs: the visitor's Auftragsbestätigung with the quote rendered anew as a PDF carrying
 * the 'Angenommen am …' mark (the archive keeps the quote as issued). Without SMTP_URL it is logged; a failed
 * delivery throws, so the job is retried; logs name ids only.
 */
@HandlesJob('sendOrderConfirmation')
export class SendOrderConfirmationHandler implements JobHandler<'sendOrderConfirmation'> {
  private readonly logger = new Logger('OrderConfirmation');

  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @Inject(QUOTE_DOCUMENT_SOURCE) private readonly quotes: QuoteDocumentSource,
    private readonly renderer: PdfRendererService,
    private readonly transport: MailTransport,
    private readonly outbox: Outbox,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async handle({ orderId }: JobPayload<'sendOrderConfirmation'>, job: Job): Promise<OrderMailOutcome> {
    const outcome = await this.send(orderId, job);
    await this.outbox.markDone('orderConfirmations', orderId);
    return outcome;
  }

  private async send(id: string, job: Job): Promise<OrderMailOutcome> {
    const context = { event: 'order-confirmation', id, jobId: job.id, attempt: job.attemptsMade + 1 };
    const order = await this.orders.findOneBy({ id });
    if (!order) {
      this.logger.log({ ...context, outcome: 'gone', msg: `Order ${id} no longer exists` });
      return 'gone';
    }
    const mail = composeOrderConfirmation(order, this.config.site);
    if (!this.transport.configured) {
      this.logger.log({
        ...context,
        outcome: 'logged',
        msg: `Order confirmation ${id} logged (SMTP_URL not set)`,
      });
      return 'logged';
    }
    // The calculation may be gone (erased): the confirmation then goes without the PDF, never not at all.
    const quote = await this.quotes.findByCalculationId(order.calculationId);
    const optionTitle =
      order.quote.options.find((option) => option.key === order.option)?.title ?? order.option;
    const attachments = quote
      ? [
          {
            filename: `${order.quoteNumber}-angenommen.pdf`,
            content: await this.renderer.renderPdf(
              renderQuoteHtml(quote, {
                acceptance: { acceptedAt: order.acceptedAt, optionTitle, signatureName: order.signatureName },
              }),
            ),
            contentType: 'application/pdf',
          },
        ]
      : [];
    const sent = await this.transport.sendToVisitor({
      identity: `order-confirmation.${id}`,
      to: order.email,
      ...mail,
      attachments,
    });
    this.logger.log({
      ...context,
      outcome: 'sent',
      messageId: sent.messageId,
      msg: `Order confirmation ${id} sent`,
    });
    return 'sent';
  }
}
