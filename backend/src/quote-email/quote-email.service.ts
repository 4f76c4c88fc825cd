import { randomUUID } from 'node:crypto';
import { GoneException, Injectable, NotFoundException } from '@nestjs/common';
import {
  type CalculationType,
  QUOTE_EMAIL_MESSAGES,
  QUOTE_EMAIL_SERVICE,
  type QuoteEmailResult,
  quoteSharePath,
} from '@stairs/contracts';
import { DataSource } from 'typeorm';
import { CalculationsService } from '../calculations/calculations.service';
import { toQuoteDocumentData } from '../calculations/quote-document-source';
import { type StoredCalculation } from '../calculations/stored-calculation';
import { renderQuoteHtml } from '../documents';
import { HOME_LINK } from '../forms/pages/page-parts';
import { Outbox } from '../jobs/outbox.service';
import { QuoteRequestEntity } from '../leads/quote-request.entity';
import { SiteConfigService } from '../site-config/site-config.service';
import { type QuoteEmailDto } from './quote-email.dto';
import { QuoteEmailEntity } from './quote-email.entity';
import { isShareToken, newShareToken, shareExpiry } from './quote-share';

/** The e-mailed quote as its thank-you page names it. */
export interface SentQuote {
  type: CalculationType;
  calculationId: string;
  quoteNumber: string;
  sharePath: string;
  expiresAt: Date;
}

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
  ) {}

  async send(dto: QuoteEmailDto): Promise<QuoteEmailResult> {
    return (await this.create(dto)).result;
  }

  /** As send(), with the share link's token (the no-script form leads to a page named by it). */
  async create(dto: QuoteEmailDto): Promise<{ token: string; result: QuoteEmailResult }> {
    const calculation = await this.calculations.findById(dto.calculationId);
    if (!calculation) throw new NotFoundException(QUOTE_EMAIL_MESSAGES.calculationNotFound);
    const id = randomUUID();
    const leadId = randomUUID();
    const now = new Date();
    const token = newShareToken();
    const expiresAt = shareExpiry(now);
    await this.dataSource.transaction(async (manager) => {
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
    });
    this.outbox.dispatch('quoteEmails', id);
    this.outbox.dispatch('quoteRequestNotifications', leadId);
    return { token, result: answer(calculation.quoteNumber, token, expiresAt) };
  }

  /**
   * What create() answers, made without storing or sending anything (the answer to a caught spam post): its link
   * names no stored quote.
   */
  async preview(dto: QuoteEmailDto): Promise<{ token: string; result: QuoteEmailResult }> {
    const calculation = await this.calculations.findById(dto.calculationId);
    if (!calculation) throw new NotFoundException(QUOTE_EMAIL_MESSAGES.calculationNotFound);
    const token = newShareToken();
    return { token, result: answer(calculation.quoteNumber, token, shareExpiry(new Date())) };
  }

  /** The quote document a share link opens: 404 for a token that names none, 410 once it has expired. */
  async sharedDocument(token: string): Promise<string> {
    const { calculation } = await this.shared(token);
    return renderQuoteHtml(toQuoteDocumentData(calculation, this.siteConfig.get()), {
      homeHref: HOME_LINK.href,
    });
  }

  /** What the no-script form's thank-you page shows (the same checks as the link itself). */
  async sentQuote(token: string): Promise<SentQuote> {
    const { calculation, row } = await this.shared(token);
    return {
      type: calculation.type,
      calculationId: calculation.id,
      quoteNumber: calculation.quoteNumber,
      sharePath: quoteSharePath(row.shareToken),
      expiresAt: row.shareExpiresAt,
    };
  }

  private async shared(token: string): Promise<{ row: QuoteEmailEntity; calculation: StoredCalculation }> {
    const row = isShareToken(token)
      ? await this.dataSource.getRepository(QuoteEmailEntity).findOneBy({ shareToken: token })
      : null;
    const calculation = row && (await this.calculations.findById(row.calculationId));
    if (!row || !calculation) throw new NotFoundException(QUOTE_EMAIL_MESSAGES.shareNotFound);
    if (row.shareExpiresAt.getTime() <= Date.now())
      throw new GoneException(QUOTE_EMAIL_MESSAGES.shareExpired);
    return { row, calculation };
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
