import { PUBLIC_FORMS, QUOTE_REQUEST_SERVICE_LABELS } from '@stairs/contracts';
import { definePublicFormHandler } from '../public-forms/public-form';
import { QuoteEmailDto } from './quote-email.dto';
import { QuoteEmailService } from './quote-email.service';

/** 'Angebot per E-Mail erhalten': the quote as a PDF to the visitor, the lead to the operator, a share link. */
export const quoteEmailForm = definePublicFormHandler({
  form: PUBLIC_FORMS.quoteEmail,
  label: QUOTE_REQUEST_SERVICE_LABELS.angebot_per_email,
  readme: {
    json: '`{calculationId, email, contactConsent: true}` → `{success, message, quoteNumber, sharePath, expiresAt}`: the PDF by e-mail, a lead; bucket `lead`; 429 past the daily limits',
  },
  dto: QuoteEmailDto,
  services: { quoteEmails: QuoteEmailService },
  openApi: {
    tag: 'calculators',
    json: 'The quote as a PDF to the visitor’s e-mail, the lead to the operator; answers the share link',
  },
  answer: (dto, { quoteEmails }) => quoteEmails.send(dto),
  decoy: (dto, { quoteEmails }) => quoteEmails.decoy(dto.calculationId),
  example: ({ calculationId, email }) => ({ body: { calculationId, email, contactConsent: true } }),
});
