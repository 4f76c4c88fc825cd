import { FORM_PAGE_TEXTS } from '@stairs/contracts';
import { html, type SafeHtml } from '../../common/html';
import { errorSummary, postForm, type SummaryEntry } from '../form-fields';
import { type FormPage } from '../form-responder';

/** A link where the visitor came from, above the page's heading. */
export function backLink(href: string, label: string): SafeHtml {
  return html`<p class="sf-back"><a href="${href}"><span aria-hidden="true">← </span>${label}</a></p>`;
}

/** The page's one h1, with its lead text. */
export function pageHeader(title: string, lead?: string): SafeHtml {
  return html`<header>
  <h1>${title}</h1>
  ${lead ? html`<p class="sf-lead">${lead}</p>` : ''}
</header>`;
}

/** A card of the page: a section named by its heading. */
export function card(id: string, title: string, description: string | undefined, body: SafeHtml): SafeHtml {
  return html`<section class="sf-card" aria-labelledby="${id}-title">
  <h2 id="${id}-title">${title}</h2>
  ${description ? html`<p class="sf-muted">${description}</p>` : ''}
  ${body}
</section>`;
}

export interface PageLink {
  href: string;
  label: string;
}

/** Links onward as buttons (the first one primary). */
export function linkActions(links: readonly PageLink[]): SafeHtml {
  return html`<div class="sf-actions">
  ${links.map(
    (link, index) =>
      html`<a class="sf-button${index === 0 ? '' : ' sf-button-outline'}" href="${link.href}">${link.label}</a>`,
  )}
</div>`;
}

/** Onward to the home page: the last link of every page that ends a form's way. */
export const HOME_LINK: PageLink = { href: '/', label: FORM_PAGE_TEXTS.toHome };

export interface FormCardOptions {
  /** The form's key, the start of its ids (form-fields.ts). */
  key: string;
  title: string;
  description: string | undefined;
  action: string;
  fields: SafeHtml | SafeHtml[];
  submitLabel: string;
}

/** A card that is one form, the form named by the card's heading. */
export function formCard(form: FormCardOptions): SafeHtml {
  return card(
    form.key,
    form.title,
    form.description,
    postForm({
      id: `${form.key}-form`,
      action: form.action,
      labelledBy: `${form.key}-title`,
      fields: form.fields,
      submitLabel: form.submitLabel,
    }),
  );
}

export interface FormPageOptions {
  title: string;
  lead: string;
  /** Where the visitor came from, above the heading. */
  back?: PageLink;
  /** What is wrong with the post, in the form's order (none on a fresh form). */
  errors: readonly SummaryEntry[];
  form: FormCardOptions;
}

/** A page that is one form again, with what is wrong with it at the top. */
export function formPage(page: FormPageOptions): FormPage {
  return {
    title: page.title,
    content: html`${
      page.back
        ? html`${backLink(page.back.href, page.back.label)}
`
        : ''
    }${pageHeader(page.title, page.lead)}
${errorSummary(page.errors)}
${formCard(page.form)}`,
  };
}
