import { BLOG_EMAIL_FORM_TEXTS, BLOG_LIMITS, FORM_ACTIONS, FORM_PAGE_TEXTS } from '@stairs/contracts';
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
import { backLink, card, linkActions, pageHeader } from './page-parts';

export const BLOG_EMAIL_FIELDS = ['subject', 'body'] as const;
export type BlogEmailField = (typeof BLOG_EMAIL_FIELDS)[number];

export const BLOG_PATH = '/blog';

const FORM_KEY = 'blog-email';

/** The /upload page's 'E-Mail zu Blog' form again, with the visitor's text and what is wrong with it. */
export function blogEmailFormPage({ values, errors }: FormState<BlogEmailField>): FormPage {
  const labels = BLOG_EMAIL_FORM_TEXTS.labels;
  return {
    title: BLOG_EMAIL_FORM_TEXTS.pageTitle,
    content: html`${backLink(BLOG_PATH, BLOG_EMAIL_FORM_TEXTS.backToBlog)}
${pageHeader(BLOG_EMAIL_FORM_TEXTS.pageTitle, BLOG_EMAIL_FORM_TEXTS.pageIntro)}
${errorSummary(summaryEntries(FORM_KEY, BLOG_EMAIL_FIELDS, labels, errors))}
${card(
  FORM_KEY,
  BLOG_EMAIL_FORM_TEXTS.title,
  BLOG_EMAIL_FORM_TEXTS.description,
  postForm({
    id: `${FORM_KEY}-form`,
    action: FORM_ACTIONS.blogFromEmail,
    labelledBy: `${FORM_KEY}-title`,
    fields: [
      textField({
        form: FORM_KEY,
        name: 'subject',
        label: labels.subject,
        maxLength: BLOG_LIMITS.emailSubjectMaxLength,
        value: values.subject,
        error: errors.subject,
      }),
      textareaField({
        form: FORM_KEY,
        name: 'body',
        label: labels.body,
        rows: 8,
        maxLength: BLOG_LIMITS.emailBodyMaxLength,
        value: values.body,
        error: errors.body,
      }),
    ],
    submitLabel: BLOG_EMAIL_FORM_TEXTS.submit,
  }),
)}`,
  };
}

/** Where a sent e-mail draft leads (303): created, and waiting for the company's approval. */
export function blogEmailSentPage(): FormPage {
  return {
    title: BLOG_EMAIL_FORM_TEXTS.successTitle,
    content: html`${pageHeader(BLOG_EMAIL_FORM_TEXTS.successTitle, BLOG_EMAIL_FORM_TEXTS.awaitsApprovalUnnamed)}
${linkActions([
  { href: BLOG_PATH, label: BLOG_EMAIL_FORM_TEXTS.backToBlog },
  { href: '/', label: FORM_PAGE_TEXTS.toHome },
])}`,
  };
}
