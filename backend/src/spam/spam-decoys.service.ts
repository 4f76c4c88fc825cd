import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable } from '@nestjs/common';
import {
  type BlogDraftCreated,
  CALCULATION_FOLLOW_UPS,
  CONCRETE_FIELDS,
  RENOVATION_FIELDS,
  calculationResultPagePath,
  CONTACT_MESSAGES,
  FORM_SENT_PAGES,
  galleryPriceCheckSentPagePath,
  LEAD_MESSAGES,
  ORDER_MESSAGES,
  ORDER_PAGE_BASE,
  type OrderAccepted,
  type PublicFormName,
  quoteEmailSentPagePath,
  type SuccessResponse,
} from '@stairs/contracts';
import { isUUID } from 'class-validator';
import { type EmailToBlogDto } from '../blog/blog-article.dto';
import { emptyEmailProblem } from '../blog/blog-drafts.service';
import { draftFromEmail } from '../blog/email-draft';
import { ConcreteCalculationDto, RenovationCalculationDto } from '../calculations/calculation.dto';
import { CalculationsService } from '../calculations/calculations.service';
import { type QuoteEmailDto } from '../quote-email/quote-email.dto';
import { QuoteEmailService } from '../quote-email/quote-email.service';
import { checkForm } from '../forms/form-validation';
import { formValues } from '../forms/form-values';
import { newShareToken } from '../quote-email/quote-share';
import { type AcceptOrderDto } from '../orders/order.dto';
import { visitWindowsOf } from '../orders/order-windows';
import { OrdersService } from '../orders/orders.service';

/**
 * What a caught post is answered with: what its route answers a person's (the same status, shape and texts), made
 * without storing a lead, calculation or anything else a person's post would; only what the answer's links must
 * show is kept as a decoy (a calculator's quote, a quote e-mail's share link), so a bot cannot tell it was caught.
 */
@Injectable()
export class SpamDecoys {
  constructor(
    private readonly calculations: CalculationsService,
    private readonly quoteEmails: QuoteEmailService,
    private readonly orders: OrdersService,
  ) {}

  /** The JSON answer, for a body that passed the route's DTO (`params`: the route's, e.g. a share token). */
  async answer(form: PublicFormName, dto: object, params: Record<string, string> = {}): Promise<unknown> {
    switch (form) {
      case 'concreteCalculation':
        return this.calculations.decoy({ type: 'concrete', input: dto as ConcreteCalculationDto });
      case 'renovationCalculation':
        return this.calculations.decoy({ type: 'renovation', input: dto as RenovationCalculationDto });
      case 'contact':
        return success(CONTACT_MESSAGES.stored);
      case 'phoneService':
        return success(LEAD_MESSAGES.phoneStored);
      case 'detailedQuote':
        return success(LEAD_MESSAGES.detailedQuoteStored);
      case 'galleryPriceCheck':
        return success(LEAD_MESSAGES.galleryRequestStored);
      case 'quoteEmail':
        return (await this.quoteEmails.decoy((dto as QuoteEmailDto).calculationId)).result;
      case 'order':
        return this.orderDecoy(params.token ?? '', dto as AcceptOrderDto);
      case 'blogFromEmail': {
        const email = dto as EmailToBlogDto;
        const problem = emptyEmailProblem(email);
        if (problem) throw new BadRequestException(problem);
        const created: BlogDraftCreated = {
          success: true,
          article: {
            id: randomUUID(),
            title: draftFromEmail(email.subject, email.body).title,
            status: 'draft',
          },
        };
        return created;
      }
    }
  }

  /** Where the no-script form's 303 leads: the page a person's post would lead to. */
  async location(form: PublicFormName, body: Record<string, unknown>): Promise<string> {
    const text = (name: string): string => (typeof body[name] === 'string' ? body[name] : '');
    switch (form) {
      // A valid post's decoy, whose result page shows like a person's; for an invalid one an id no calculation
      // has (a person's post would get the form again with its messages).
      case 'concreteCalculation': {
        const check = await checkForm(
          ConcreteCalculationDto,
          CONCRETE_FIELDS,
          formValues(body, CONCRETE_FIELDS),
        );
        const id = check.ok
          ? (await this.calculations.decoy({ type: 'concrete', input: check.value })).id
          : null;
        return calculationResultPagePath('concrete', id ?? randomUUID());
      }
      case 'renovationCalculation': {
        const values = formValues(body, RENOVATION_FIELDS);
        const check = await checkForm(RenovationCalculationDto, RENOVATION_FIELDS, values);
        const id = check.ok
          ? (await this.calculations.decoy({ type: 'renovation', input: check.value })).id
          : null;
        return calculationResultPagePath('renovation', id ?? randomUUID());
      }
      case 'contact':
        return FORM_SENT_PAGES.contact;
      case 'blogFromEmail':
        return FORM_SENT_PAGES.blogFromEmail;
      // The page of a decoy share link, which shows the quote like a person's; for a calculation that does not
      // exist, a token no quote has: the page says the link is unknown.
      case 'quoteEmail': {
        const id = text('calculationId');
        const shown = isUUID(id) && (await this.calculations.findShown(id));
        return quoteEmailSentPagePath(shown ? (await this.quoteEmails.decoy(id)).token : newShareToken());
      }
      // An unknown project or calculation: the page it leads to says so, as the route itself would have.
      case 'galleryPriceCheck':
        return galleryPriceCheckSentPagePath(text('galleryNumber'));
      // No no-script post exists yet for the order page: its page is where such a post would lead.
      case 'order':
        return ORDER_PAGE_BASE;
      case 'phoneService':
      case 'detailedQuote': {
        const id = text('calculationId');
        const stored = isUUID(id) ? await this.calculations.findShown(id) : null;
        const sent = form === 'phoneService' ? CALCULATION_FOLLOW_UPS[0] : CALCULATION_FOLLOW_UPS[1];
        return calculationResultPagePath(stored?.type ?? 'concrete', id, sent);
      }
    }
  }

  /**
   * An acceptance's decoy: the same checks as a person's (404/410 for the token, 400 for option and windows) and
   * the answer of a new order, whose id names nothing; an accepted quote's answer is its order's, as for anyone.
   */
  private async orderDecoy(token: string, dto: AcceptOrderDto): Promise<OrderAccepted> {
    const quote = await this.orders.quote(token);
    if (quote.accepted) return quote.accepted;
    const option = quote.options.find((candidate) => candidate.key === dto.option);
    if (!option) throw new BadRequestException(ORDER_MESSAGES.optionInvalid);
    const now = new Date();
    return {
      success: true,
      message: ORDER_MESSAGES.accepted,
      orderId: randomUUID(),
      quoteNumber: quote.quoteNumber,
      option: option.key,
      optionTitle: option.title,
      total: option.total,
      acceptedAt: now.toISOString(),
      windows: visitWindowsOf(dto, now),
    };
  }
}

function success(message: string): SuccessResponse {
  return { success: true, message };
}
