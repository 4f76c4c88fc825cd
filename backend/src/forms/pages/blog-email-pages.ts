import { BLOG_EMAIL_FORM_TEXTS, BLOG_LIMITS, FORM_ACTIONS } from '@stairs/contracts';
import { type FormState, summaryEntries, textareaField, textField } from '../form-fields';
import { type FormPage } from '../form-responder';
import { formPage, HOME_LINK, type PageLink, sentPage } from './page-parts';

export const BLOG_EMAIL_FIELDS = ['subject', 'body'] as const;
export type BlogEmailField = (typeof BLOG_EMAIL_FIELDS)[number];

export const BLOG_PATH = '/blog';

const FORM_KEY = 'blog-email';

const BLOG_LINK: PageLink = { href: BLOG_PATH, label: BLOG_EMAIL_FORM_TEXTS.backToBlog };

/** The /upload page's 'E-Mail zu Blog' form again, with the visitor's text and what is wrong with it. */
export function blogEmailFormPage({ values, errors }: FormState<BlogEmailField>): FormPage {
  const labels = BLOG_EMAIL_FORM_TEXTS.labels;
  return formPage({
    title: BLOG_EMAIL_FORM_TEXTS.pageTitle,
    lead: BLOG_EMAIL_FORM_TEXTS.pageIntro,
    back: BLOG_LINK,
    errors: summaryEntries(FORM_KEY, BLOG_EMAIL_FIELDS, labels, errors),
    form: {
      key: FORM_KEY,
      title: BLOG_EMAIL_FORM_TEXTS.title,
      description: BLOG_EMAIL_FORM_TEXTS.description,
      action: FORM_ACTIONS.blogFromEmail,
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
    },
  });
}

/** Where a sent e-mail draft leads (303): created, and waiting for the company's approval. */
export function blogEmailSentPage(): FormPage {
  return sentPage(BLOG_EMAIL_FORM_TEXTS.successTitle, BLOG_EMAIL_FORM_TEXTS.awaitsApprovalUnnamed, [
    BLOG_LINK,
    HOME_LINK,
  ]);
}
