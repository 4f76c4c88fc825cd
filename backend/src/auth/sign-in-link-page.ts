import { SIGN_IN_LINK_TEXTS, pagePath } from '@stairs/contracts';
import { html } from '../common/html';
import { linkPage } from '../common/link-page';

/** Where a sign-in by link lands, and where a refused link points to ask for a new one: the admin overview. */
export const ADMIN_HOME = pagePath('admin');

/** The link's landing page: the button that signs this browser in (a POST to the same URL). */
export function signInLinkPage(actionUrl: string): string {
  return linkPage(
    SIGN_IN_LINK_TEXTS.pageTitle,
    html`<p>${SIGN_IN_LINK_TEXTS.pageText}</p>
      <form method="post" action="${actionUrl}"><button type="submit">${SIGN_IN_LINK_TEXTS.submit}</button></form>`,
  );
}

/** A used, expired or changed link: what happened, and the way to ask for a new one. */
export function signInLinkRefusedPage(message: string): string {
  return linkPage(message, html`<p><a href="${ADMIN_HOME}">Zur Anmeldung</a></p>`);
}
