import { PUBLIC_FORMS, quoteEmailSentPagePath } from '@stairs/contracts';
import { isUUID } from 'class-validator';
import { CalculationsService } from '../calculations/calculations.service';
import { CalculationForms } from '../forms/calculation-forms.service';
import { definePublicFormHandler } from '../public-forms/public-form';
import { QuoteEmailDto } from './quote-email.dto';
import { QuoteEmailService } from './quote-email.service';
import { newShareToken } from './quote-share';

/** 'Angebot per E-Mail erhalten': the quote as a PDF to the visitor, the lead to the operator, a share link. */
export const quoteEmailForm = definePublicFormHandler({
  form: PUBLIC_FORMS.quoteEmail,
  readme: {
    json: '`{calculationId, email, contactConsent: true}` → `{success, message, quoteNumber, sharePath, expiresAt}`: the PDF by e-mail, a lead; bucket `lead`; 429 past the daily limits',
    form: '`calculationId, email, contactConsent`: as `POST /api/quote-email`; 303 to its sent page, or the result page with errors',
  },
  dto: QuoteEmailDto,
  services: { quoteEmails: QuoteEmailService, calculations: CalculationsService, pages: CalculationForms },
  openApi: {
    tag: 'calculators',
    json: 'The quote as a PDF to the visitor’s e-mail, the lead to the operator; answers the share link',
    form: 'Quote by e-mail of a result: 303 to the page with its share link, or the result page with errors',
  },
  answer: (dto, { quoteEmails }) => quoteEmails.send(dto),
  decoy: async (dto, { quoteEmails }) => (await quoteEmails.decoy(dto.calculationId)).result,
  example: ({ calculationId, email }) => ({ body: { calculationId, email, contactConsent: true } }),
  post: (body, { pages }) => pages.quoteEmail(body),
  // The page of a decoy share link, which shows the quote like a person's; for a calculation that does not
  // exist, a token no quote has: the page says the link is unknown.
  decoyLocation: async (body, { quoteEmails, calculations }) => {
    const id = typeof body.calculationId === 'string' ? body.calculationId : '';
    const shown = isUUID(id) && (await calculations.findShown(id));
    return quoteEmailSentPagePath(shown ? (await quoteEmails.decoy(id)).token : newShareToken());
  },
});
