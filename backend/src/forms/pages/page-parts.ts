import { html, type SafeHtml } from '../../common/html';

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
