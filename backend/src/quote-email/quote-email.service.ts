import { randomUUID } from 'node:crypto';
import { GoneException, Injectable, NotFoundException } from '@nestjs/common';
import {
  QUOTE_EMAIL_MESSAGES,
  orderPagePath,
  pagePath,
  QUOTE_EMAIL_SERVICE,
  type QuoteEmailResult,
  type QuoteEmailSentQuote,
  quoteSharePath,
} from '@stairs/contracts';
import { DataSource } from 'typeorm';
import { CalculationsService } from '../calculations/calculations.service';
import { DECOY_RETENTION_DAYS } from '../calculations/decoy-calculations';
import { toQuoteDocumentData } from '../calculations/quote-document-source';
import { type StoredCalculation } from '../calculations/stored-calculation';
import { renderQuoteHtml } from '../documents';
import { Outbox } from '../jobs/outbox.service';
import { QuoteRequestEntity } from '../leads/quote-request.entity';
import { ConversionEventEntity } from '../conversions/conversion-event.entity';
import { SiteConfigService } from '../site-config/site-config.service';
import { type QuoteEmailDto } from './quote-email.dto';
import { leadCreatedEvent } from '../webhooks/lead-created-event';
import { WebhookPublisher } from '../webhooks/webhook-publisher.service';
import { QuoteEmailEntity } from './quote-email.entity';
import { QuoteEmailQuota } from './quote-email-quota';
import { isShareToken, newShareToken, shareExpiry } from './quote-share';

/**
 * 'Angebot per E-Mail erhalten': the visitor's e-mail row (the mail outbox, with the quote's share link) and the
 * operator's lead (a quote request, notified like every lead) are committed together before the visitor sees
 * success; the worker then mails the PDF. The share link opens the quote document without a session until it expires.
 */
@Injectable()
export class QuoteEmailService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly calculations: CalculationsService,
    private readonly outbox: Outbox,
    private readonly siteConfig: SiteConfigService,
    private readonly quota: QuoteEmailQuota,
    private readonly webhooks: WebhookPublisher,
  ) {}

  async send(dto: QuoteEmailDto): Promise<QuoteEmailResult> {
    const calculation = await this.calculations.findById(dto.calculationId);
    if (!calculation) throw new NotFoundException(QUOTE_EMAIL_MESSAGES.calculationNotFound);
    // Before anything is stored: a refused e-mail leaves no lead and no outbox row.
    await this.quota.take(dto.email);
    const id = randomUUID();
    const leadId = randomUUID();
    const now = new Date();
    const token = newShareToken();
    const expiresAt = shareExpiry(now);
    const deliveries = await this.dataSource.transaction(async (manager) => {
      await manager.insert(QuoteEmailEntity, {
        id,
        calculationId: calculation.id,
        email: dto.email,
        contactConsentAt: now,
        shareToken: token,
        shareExpiresAt: expiresAt,
      });
      await manager.insert(QuoteRequestEntity, {
        id: leadId,
        email: dto.email,
        phone: null,
        customerName: null,
        service: QUOTE_EMAIL_SERVICE,
        calculationType: calculation.type,
        status: 'pending',
        calculationData: { quoteId: calculation.id, quoteNumber: calculation.quoteNumber },
      });
      await manager.insert(ConversionEventEntity, { kind: 'quoteRequest', referenceId: leadId });
      return this.webhooks.publish(
        manager,
        leadCreatedEvent('quote-request', leadId, {
          email: dto.email,
          service: QUOTE_EMAIL_SERVICE,
          quoteNumber: calculation.quoteNumber,
        }),
      );
    });
    this.webhooks.dispatch(deliveries);
    this.outbox.dispatch('quoteEmails', id);
    this.outbox.dispatch('quoteRequestNotifications', leadId);
    this.outbox.dispatch('quoteEmailCustomerMatching', id);
    this.outbox.dispatch('quoteRequestCustomerMatching', leadId);
    return answer(calculation.quoteNumber, token, expiresAt);
  }

  /**
   * What send() answers a caught spam post (for a calculation or a decoy): no e-mail, lead or job, but its share
   * link is kept as a decoy and opens the quote like a person's (DECOY_RETENTION_DAYS).
   */
  async decoy(calculationId: string): Promise<QuoteEmailResult> {
    const calculation = await this.calculations.getShown(calculationId);
    const token = newShareToken();
    const expiresAt = shareExpiry(new Date());
    await this.dataSource.query(
      `WITH expired AS (
         DELETE FROM spam_decoy_quote_shares WHERE created_at < now() - make_interval(days => $4)
       )
       INSERT INTO spam_decoy_quote_shares (share_token, calculation_id, share_expires_at) VALUES ($1, $2, $3)`,
      [token, calculation.id, expiresAt, DECOY_RETENTION_DAYS],
    );
    return answer(calculation.quoteNumber, token, expiresAt);
  }

  /** The quote document a share link opens: 404 for a token that names none, 410 once it has expired. */
  async sharedDocument(token: string): Promise<string> {
    const { calculation } = await this.shared(token);
    return renderQuoteHtml(toQuoteDocumentData(calculation, this.siteConfig.get()), {
      homeHref: pagePath('home'),
      orderHref: orderPagePath(token),
    });
  }

  /** What the quote e-mail's thank-you page shows (the same checks as the link itself). */
  async sentQuote(token: string): Promise<QuoteEmailSentQuote> {
    const { calculation, expiresAt } = await this.shared(token);
    return {
      type: calculation.type,
      calculationId: calculation.id,
      quoteNumber: calculation.quoteNumber,
      sharePath: quoteSharePath(token),
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** A share link's quote: an e-mailed one's, or a caught post's decoy. */
  private async shared(token: string): Promise<{ expiresAt: Date; calculation: StoredCalculation }> {
    const share = isShareToken(token) ? await this.findShare(token) : undefined;
    const calculation = share && (await this.calculations.findShown(share.calculationId));
    if (!share || !calculation) throw new NotFoundException(QUOTE_EMAIL_MESSAGES.shareNotFound);
    if (share.expiresAt.getTime() <= Date.now()) throw new GoneException(QUOTE_EMAIL_MESSAGES.shareExpired);
    return { expiresAt: share.expiresAt, calculation };
  }

  private async findShare(token: string): Promise<{ calculationId: string; expiresAt: Date } | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT calculation_id AS "calculationId", share_expires_at AS "expiresAt"
         FROM quote_emails WHERE share_token = $1
       UNION ALL
       SELECT calculation_id, share_expires_at FROM spam_decoy_quote_shares WHERE share_token = $1`,
      [token],
    )) as Array<{ calculationId: string; expiresAt: Date }>;
    return row;
  }
}

function answer(quoteNumber: string, token: string, expiresAt: Date): QuoteEmailResult {
  return {
    success: true,
    message: QUOTE_EMAIL_MESSAGES.stored,
    quoteNumber,
    sharePath: quoteSharePath(token),
    expiresAt: expiresAt.toISOString(),
  };
}
