import { Injectable } from '@nestjs/common';
import {
  calculationResultPagePath,
  FORM_PAGE_TEXTS,
  PHONE_LEAD_CONTEXT_OF_CALCULATION,
  phoneLeadCalculationData,
  quoteEmailSentPagePath,
} from '@stairs/contracts';
import { isUUID } from 'class-validator';
import { CalculationsService } from '../calculations/calculations.service';
import { type AppConfig, InjectConfig } from '../config';
import { DetailedQuoteDto, StorePhoneDto } from '../leads/leads.dto';
import { LeadsService } from '../leads/leads.service';
import { QuoteEmailDto } from '../quote-email/quote-email.dto';
import { QuoteEmailService } from '../quote-email/quote-email.service';
import { type CalculationView, calculationView } from '../calculations/calculation-view';
import { emptyFormState, type FormState } from './form-fields';
import { type FormOutcome, pageOutcome, redirectOutcome } from './form-responder';
import { checkForm } from './form-validation';
import { formValues } from './form-values';
import {
  DETAILED_QUOTE_FIELDS,
  type DetailedQuoteField,
  PHONE_SERVICE_FIELDS,
  type PhoneServiceField,
  QUOTE_EMAIL_FIELDS,
  type QuoteEmailField,
  quoteEmailSentPage,
  resultPage,
} from './pages/calculation-pages';
import { errorPage } from './pages/error-page';

/** A follow-up form on a result page: its state, the other one's empty. */
type FollowUpForms = {
  phoneService: FormState<PhoneServiceField>;
  detailedQuote: FormState<DetailedQuoteField>;
  quoteEmail: FormState<QuoteEmailField>;
};

const EMPTY_FOLLOW_UPS: FollowUpForms = {
  phoneService: emptyFormState(PHONE_SERVICE_FIELDS),
  detailedQuote: emptyFormState(DETAILED_QUOTE_FIELDS),
  quoteEmail: emptyFormState(QUOTE_EMAIL_FIELDS),
};

/**
 * The result page's follow-up forms without script (the result page itself is the site's, rendered by the page
 * server): the phone-service and detailed-quote forms become leads through the leads service, with the
 * calculation's data built here from the stored calculation (a post names only its id); the quote e-mail goes
 * through its service. A wrong post gets the API's result page with the messages.
 */
@Injectable()
export class CalculationForms {
  constructor(
    private readonly calculations: CalculationsService,
    private readonly leads: LeadsService,
    private readonly quoteEmails: QuoteEmailService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async phoneService(body: unknown): Promise<FormOutcome> {
    const values = formValues(body, ['calculationId', ...PHONE_SERVICE_FIELDS]);
    const view = await this.find(values.calculationId);
    if (!view) return notFound();
    const check = await checkForm(StorePhoneDto, PHONE_SERVICE_FIELDS, {
      phone: values.phone,
      service: values.service,
      context: PHONE_LEAD_CONTEXT_OF_CALCULATION[view.type],
      calculationData: phoneLeadCalculationData(view),
    });
    if (!check.ok) {
      const phoneService = { values: { service: values.service, phone: values.phone }, errors: check.errors };
      return pageOutcome(400, this.page(view, { ...EMPTY_FOLLOW_UPS, phoneService }));
    }
    await this.leads.storePhoneLead(check.value);
    return redirectOutcome(calculationResultPagePath(view.type, view.result.id, 'phone-service'));
  }

  async detailedQuote(body: unknown): Promise<FormOutcome> {
    const values = formValues(body, ['calculationId', ...DETAILED_QUOTE_FIELDS]);
    const view = await this.find(values.calculationId);
    if (!view) return notFound();
    // The service is the DTO's default (detailliertes_angebot), as the calculators' dialog sends it.
    const check = await checkForm(DetailedQuoteDto, DETAILED_QUOTE_FIELDS, {
      phone: values.phone,
      calculationType: view.type,
      calculationId: view.result.id,
    });
    if (!check.ok) {
      const detailedQuote = { values: { phone: values.phone }, errors: check.errors };
      return pageOutcome(400, this.page(view, { ...EMPTY_FOLLOW_UPS, detailedQuote }));
    }
    await this.leads.requestDetailedQuote(check.value);
    return redirectOutcome(calculationResultPagePath(view.type, view.result.id, 'detailed-quote'));
  }

  /** The quote as a PDF by e-mail: 303 to the page with its share link, or the result page with the errors. */
  async quoteEmail(body: unknown): Promise<FormOutcome> {
    const values = formValues(body, ['calculationId', ...QUOTE_EMAIL_FIELDS]);
    const view = await this.find(values.calculationId);
    if (!view) return notFound();
    const check = await checkForm(QuoteEmailDto, QUOTE_EMAIL_FIELDS, {
      calculationId: view.result.id,
      email: values.email,
      contactConsent: values.contactConsent,
    });
    if (!check.ok) {
      const quoteEmail = {
        values: { email: values.email, contactConsent: values.contactConsent },
        errors: check.errors,
      };
      return pageOutcome(400, this.page(view, { ...EMPTY_FOLLOW_UPS, quoteEmail }));
    }
    const { token } = await this.quoteEmails.create(check.value);
    return redirectOutcome(quoteEmailSentPagePath(token));
  }

  /** The thank-you page of an e-mailed quote: 404 or 410 (pages of the site) like its share link. */
  async quoteEmailSent(token: string): Promise<FormOutcome> {
    const sent = await this.quoteEmails.sentQuote(token);
    return pageOutcome(
      200,
      quoteEmailSentPage({ ...sent, resultPath: calculationResultPagePath(sent.type, sent.calculationId) }),
    );
  }

  private async find(id: string): Promise<CalculationView | undefined> {
    // Not a UUID: no calculation has it (and Postgres would refuse to compare it).
    if (!isUUID(id)) return undefined;
    const stored = await this.calculations.findShown(id);
    return stored ? calculationView(stored) : undefined;
  }

  private page(view: CalculationView, forms: FollowUpForms) {
    return resultPage(view, { whatsappNumber: this.config.site.whatsappNumber, ...forms });
  }
}

/** 404 in the site's frame. */
function notFound(): FormOutcome {
  return pageOutcome(404, errorPage(404, FORM_PAGE_TEXTS.calculationNotFound, undefined));
}
