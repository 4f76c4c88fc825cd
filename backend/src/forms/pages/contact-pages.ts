import { CONTACT_FORM_TEXTS, CONTACT_MESSAGES, FORM_ACTIONS, FORM_PAGE_TEXTS } from '@stairs/contracts';
import { html } from '../../common/html';
import {
  errorSummary,
  type FormState,
  postForm,
  summaryEntries,
  textareaField,
  textField,
} from '../form-fields';
import { type FormPage } from '../form-responder';
import { card, linkActions, pageHeader } from './page-parts';

export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

const FORM_KEY = 'contact';

/** The home page's contact form again, with the visitor's values and a message under each wrong field. */
export function contactFormPage({ values, errors }: FormState<ContactField>): FormPage {
  const labels = CONTACT_FORM_TEXTS.labels;
  return {
    title: CONTACT_FORM_TEXTS.sectionTitle,
    content: html`${pageHeader(CONTACT_FORM_TEXTS.sectionTitle, CONTACT_FORM_TEXTS.sectionIntro)}
${errorSummary(summaryEntries(FORM_KEY, CONTACT_FIELDS, labels, errors))}
${card(
  FORM_KEY,
  CONTACT_FORM_TEXTS.title,
  CONTACT_FORM_TEXTS.description,
  postForm({
    id: `${FORM_KEY}-form`,
    action: FORM_ACTIONS.contact,
    labelledBy: `${FORM_KEY}-title`,
    fields: [
      textField({
        form: FORM_KEY,
        name: 'name',
        label: labels.name,
        autocomplete: 'name',
        value: values.name,
        error: errors.name,
        required: true,
      }),
      textField({
        form: FORM_KEY,
        name: 'email',
        label: labels.email,
        type: 'email',
        autocomplete: 'email',
        value: values.email,
        error: errors.email,
        required: true,
      }),
      textareaField({
        form: FORM_KEY,
        name: 'message',
        label: labels.message,
        rows: 5,
        value: values.message,
        error: errors.message,
        required: true,
      }),
    ],
    submitLabel: CONTACT_FORM_TEXTS.submit,
  }),
)}`,
  };
}

/** Where a sent contact form leads (303): the success toast's words. */
export function contactSentPage(): FormPage {
  return {
    title: CONTACT_FORM_TEXTS.successTitle,
    content: html`${pageHeader(CONTACT_FORM_TEXTS.successTitle, CONTACT_MESSAGES.stored)}
${linkActions([{ href: '/', label: FORM_PAGE_TEXTS.toHome }])}`,
  };
}
