import { CONTACT_FORM_TEXTS, CONTACT_MESSAGES, FORM_ACTIONS } from '@stairs/contracts';
import { type FormState, summaryEntries, textareaField, textField } from '../form-fields';
import { type FormPage } from '../form-responder';
import { formPage, HOME_LINK, sentPage } from './page-parts';

export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

const FORM_KEY = 'contact';

/** The home page's contact form again, with the visitor's values and a message under each wrong field. */
export function contactFormPage({ values, errors }: FormState<ContactField>): FormPage {
  const labels = CONTACT_FORM_TEXTS.labels;
  return formPage({
    title: CONTACT_FORM_TEXTS.sectionTitle,
    lead: CONTACT_FORM_TEXTS.sectionIntro,
    errors: summaryEntries(FORM_KEY, CONTACT_FIELDS, labels, errors),
    form: {
      key: FORM_KEY,
      title: CONTACT_FORM_TEXTS.title,
      description: CONTACT_FORM_TEXTS.description,
      action: FORM_ACTIONS.contact,
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
    },
  });
}

/** Where a sent contact form leads (303): the success toast's words. */
export function contactSentPage(): FormPage {
  return sentPage(CONTACT_FORM_TEXTS.successTitle, CONTACT_MESSAGES.stored, [HOME_LINK]);
}
