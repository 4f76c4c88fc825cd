import {
  API,
  CALCULATOR_FORM_TEXTS,
  CALCULATOR_PAGES,
  calculationInputSummary,
  concreteWhatsAppText,
  DETAILED_QUOTE_FORM_TEXTS,
  FORM_ACTIONS,
  formatDate,
  formatEuro,
  PHONE_SERVICE_DESCRIPTIONS,
  PHONE_SERVICE_FORM_TEXTS,
  PHONE_SERVICE_LABELS,
  PHONE_SERVICES,
  QUOTE_EMAIL_FORM_TEXTS,
  QUOTE_EMAIL_LIMITS,
  renovationWhatsAppText,
  RESULT_TEXTS,
  resultOptions,
  type ResultOption,
  whatsappUrl,
} from '@stairs/contracts';
import { html, type SafeHtml } from '../../common/html';
import { type CalculationView } from '../../calculations/calculation-view';
import {
  checkboxField,
  errorSummary,
  type FormState,
  hiddenField,
  notice,
  radioGroup,
  summaryEntries,
  textField,
} from '../form-fields';
import { type FormPage } from '../form-responder';
import { backLink, card, formCard } from './page-parts';

export const PHONE_SERVICE_FIELDS = ['service', 'phone'] as const;
export type PhoneServiceField = (typeof PHONE_SERVICE_FIELDS)[number];
export const DETAILED_QUOTE_FIELDS = ['phone'] as const;
export type DetailedQuoteField = (typeof DETAILED_QUOTE_FIELDS)[number];
export const QUOTE_EMAIL_FIELDS = ['email', 'contactConsent'] as const;
export type QuoteEmailField = (typeof QUOTE_EMAIL_FIELDS)[number];

/** One option of the result, as the script's result cards show it (resultOptions: one description of a result). */
function optionCard(option: ResultOption): SafeHtml {
  const titleId = `option-${option.key}`;
  return html`<article class="sf-card sf-option${option.recommended ? ' sf-option-recommended' : ''}" aria-labelledby="${titleId}">
  <div class="sf-option-head">
    <h2 id="${titleId}">${option.title}</h2>
    ${option.recommended ? html`<span class="sf-badge sf-badge-strong">${RESULT_TEXTS.recommended}</span>` : ''}
  </div>
  <p class="sf-muted">${option.description}</p>
  <dl class="sf-lines">
    ${option.lines.map((line) => html`<div><dt>${line.label}</dt><dd>${formatEuro(line.amount)}</dd></div>`)}
    <div class="sf-total"><dt>${RESULT_TEXTS.total}</dt><dd>${formatEuro(option.total)}</dd></div>
  </dl>
  ${option.recommendation ? html`<p class="sf-recommendation">${option.recommendation}</p>` : ''}
</article>`;
}

function quoteDocumentPath(view: CalculationView): string {
  const endpoint = view.type === 'concrete' ? API.concreteQuoteHtml : API.renovationQuoteHtml;
  return endpoint.path.replace(':id', encodeURIComponent(view.result.id));
}

function whatsAppText(view: CalculationView): string {
  return view.type === 'concrete'
    ? concreteWhatsAppText(view.input, view.result)
    : renovationWhatsAppText(view.input, view.result);
}

function newTabLink(href: string, label: string, className: string): SafeHtml {
  return html`<a class="sf-button ${className}" href="${href}" target="_blank" rel="noopener noreferrer">${label}<span class="sf-sr">${CALCULATOR_FORM_TEXTS.opensInNewTab}</span></a>`;
}

const PHONE_SERVICE_KEY = 'phone-service';
const DETAILED_QUOTE_KEY = 'detailed-quote';
const QUOTE_EMAIL_KEY = 'quote-email';

interface FollowUpTexts {
  title: string;
  description(quoteNumber: string): string;
  submit: string;
}

/** A form of the result page about its calculation: it names the quote and posts the calculation's id along. */
function followUpForm(
  view: CalculationView,
  key: string,
  texts: FollowUpTexts,
  action: string,
  fields: SafeHtml,
): SafeHtml {
  return formCard({
    key,
    title: texts.title,
    description: texts.description(view.result.quoteNumber),
    action,
    fields: html`${hiddenField('calculationId', view.result.id)}${fields}`,
    submitLabel: texts.submit,
  });
}

/** 'Angebot per E-Mail erhalten': an address and the consent to be contacted, unticked until the visitor ticks it. */
function quoteEmailForm(view: CalculationView, state: FormState<QuoteEmailField>): SafeHtml {
  return followUpForm(
    view,
    QUOTE_EMAIL_KEY,
    QUOTE_EMAIL_FORM_TEXTS,
    FORM_ACTIONS.quoteEmail,
    html`${textField({
      form: QUOTE_EMAIL_KEY,
      name: 'email',
      label: QUOTE_EMAIL_FORM_TEXTS.emailLabel,
      type: 'email',
      autocomplete: 'email',
      placeholder: QUOTE_EMAIL_FORM_TEXTS.emailPlaceholder,
      maxLength: QUOTE_EMAIL_LIMITS.emailMaxLength,
      value: state.values.email,
      error: state.errors.email,
      required: true,
    })}${checkboxField({
      form: QUOTE_EMAIL_KEY,
      name: 'contactConsent',
      label: QUOTE_EMAIL_FORM_TEXTS.consentLabel,
      checked: state.values.contactConsent === 'true',
      error: state.errors.contactConsent,
      required: true,
    })}`,
  );
}

/** The phone number a follow-up asks for: required, with the phone's keyboard. */
function phoneField(
  form: string,
  texts: { phoneLabel: string; phonePlaceholder: string },
  value: string,
  error: string | undefined,
): SafeHtml {
  return textField({
    form,
    name: 'phone',
    label: texts.phoneLabel,
    type: 'tel',
    autocomplete: 'tel',
    placeholder: texts.phonePlaceholder,
    value,
    error,
    required: true,
  });
}

function phoneServiceForm(view: CalculationView, state: FormState<PhoneServiceField>): SafeHtml {
  return followUpForm(
    view,
    PHONE_SERVICE_KEY,
    PHONE_SERVICE_FORM_TEXTS,
    FORM_ACTIONS.phoneService,
    html`${radioGroup({
      form: PHONE_SERVICE_KEY,
      name: 'service',
      legend: PHONE_SERVICE_FORM_TEXTS.legend,
      options: PHONE_SERVICES.map((service) => ({
        value: service,
        title: PHONE_SERVICE_LABELS[service],
        description: PHONE_SERVICE_DESCRIPTIONS[service],
      })),
      value: state.values.service,
      error: state.errors.service,
      required: true,
    })}${phoneField(PHONE_SERVICE_KEY, PHONE_SERVICE_FORM_TEXTS, state.values.phone, state.errors.phone)}`,
  );
}

function detailedQuoteForm(view: CalculationView, state: FormState<DetailedQuoteField>): SafeHtml {
  return followUpForm(
    view,
    DETAILED_QUOTE_KEY,
    DETAILED_QUOTE_FORM_TEXTS,
    FORM_ACTIONS.detailedQuote,
    html`${phoneField(DETAILED_QUOTE_KEY, DETAILED_QUOTE_FORM_TEXTS, state.values.phone, state.errors.phone)}`,
  );
}

export interface ResultPageOptions {
  whatsappNumber: string;
  phoneService: FormState<PhoneServiceField>;
  detailedQuote: FormState<DetailedQuoteField>;
  quoteEmail: FormState<QuoteEmailField>;
}

/**
 * A calculation's result as the answer to a wrong follow-up post (the result page itself is the site's): quote number, what it was computed for, both options (the recommended one marked), the
 * price note, the quote document and WhatsApp, the phone-service, detailed-quote and quote-email forms, and the way
 * back.
 */
export function resultPage(view: CalculationView, options: ResultPageOptions): FormPage {
  const calculatorPath = CALCULATOR_PAGES[view.type].path;
  const summary = errorSummary([
    ...summaryEntries(
      PHONE_SERVICE_KEY,
      PHONE_SERVICE_FIELDS,
      { service: PHONE_SERVICE_FORM_TEXTS.legend, phone: PHONE_SERVICE_FORM_TEXTS.phoneLabel },
      options.phoneService.errors,
    ),
    ...summaryEntries(
      DETAILED_QUOTE_KEY,
      DETAILED_QUOTE_FIELDS,
      { phone: DETAILED_QUOTE_FORM_TEXTS.phoneLabel },
      options.detailedQuote.errors,
    ),
    ...summaryEntries(
      QUOTE_EMAIL_KEY,
      QUOTE_EMAIL_FIELDS,
      { email: QUOTE_EMAIL_FORM_TEXTS.emailLabel, contactConsent: QUOTE_EMAIL_FORM_TEXTS.title },
      options.quoteEmail.errors,
    ),
  ]);
  return {
    title: `${RESULT_TEXTS.heading} ${view.result.quoteNumber}`,
    content: html`${backLink('/', CALCULATOR_FORM_TEXTS.backToHome)}
<header>
  <h1>${RESULT_TEXTS.heading}</h1>
  <p>${RESULT_TEXTS.quoteNumberLabel} <strong>${view.result.quoteNumber}</strong></p>
  <p class="sf-muted">${calculationInputSummary(view)}</p>
</header>
${summary}
<div class="sf-options">${resultOptions(view).map(optionCard)}</div>
<p class="sf-muted">${RESULT_TEXTS.priceNote}</p>
${card(
  'follow-up',
  RESULT_TEXTS.followUpTitle,
  RESULT_TEXTS.followUpDescription,
  html`<div class="sf-actions">
  ${newTabLink(quoteDocumentPath(view), RESULT_TEXTS.openDocument, 'sf-button-outline')}
  ${newTabLink(whatsappUrl(options.whatsappNumber, whatsAppText(view)), RESULT_TEXTS.sendWhatsApp, 'sf-button-whatsapp')}
</div>`,
)}
${phoneServiceForm(view, options.phoneService)}
${detailedQuoteForm(view, options.detailedQuote)}
${quoteEmailForm(view, options.quoteEmail)}
<div class="sf-actions">
  <a class="sf-button sf-button-outline" href="${calculatorPath}">${CALCULATOR_FORM_TEXTS.calculateAgain}</a>
</div>`,
  };
}

export interface QuoteEmailSent {
  quoteNumber: string;
  sharePath: string;
  expiresAt: Date;
  resultPath: string;
}

/** After 'Angebot senden': the quote is on its way, and the share link to keep or pass on (with its end date). */
export function quoteEmailSentPage(sent: QuoteEmailSent): FormPage {
  return {
    title: QUOTE_EMAIL_FORM_TEXTS.successTitle,
    content: html`${backLink(sent.resultPath, QUOTE_EMAIL_FORM_TEXTS.backToResult)}
${notice(QUOTE_EMAIL_FORM_TEXTS.successTitle, QUOTE_EMAIL_FORM_TEXTS.successDescription(sent.quoteNumber))}
<p><a class="sf-button sf-button-outline" href="${sent.sharePath}" target="_blank" rel="noopener noreferrer">${QUOTE_EMAIL_FORM_TEXTS.shareLinkLabel}<span class="sf-sr">${CALCULATOR_FORM_TEXTS.opensInNewTab}</span></a></p>
<p class="sf-muted">${QUOTE_EMAIL_FORM_TEXTS.validUntil(formatDate(sent.expiresAt))}</p>`,
  };
}
