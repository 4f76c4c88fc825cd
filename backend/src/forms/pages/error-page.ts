import { FORM_PAGE_TEXTS } from '@stairs/contracts';
import { html } from '../../common/html';
import { type FormPage } from '../form-responder';
import { HOME_LINK, linkActions, type PageLink, pageHeader } from './page-parts';

/**
 * A failure in the site's frame: what happened, in the API's German words, and the way back to the form (or the
 * page the visitor asked for), then home.
 */
export function errorPage(status: number, message: string, back: PageLink | undefined): FormPage {
  const title = FORM_PAGE_TEXTS.errorTitles[status] ?? FORM_PAGE_TEXTS.errorTitleFallback;
  const links: PageLink[] = back && back.href !== '/' ? [back] : [];
  links.push(HOME_LINK);
  return { title, content: html`${pageHeader(title, message)}${linkActions(links)}` };
}
