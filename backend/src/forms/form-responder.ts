import { Injectable } from '@nestjs/common';
import { type Response } from 'express';
import { html, type SafeHtml } from '../common/html';
import { type AppConfig, InjectConfig } from '../config';
import { FormPageFrame } from './form-page-frame';
import { FORM_PAGE_STYLES } from './form-page-styles';

/** A page of the forms: its title (the document's and the frame's) and its content, without the frame. */
export interface FormPage {
  title: string;
  content: SafeHtml;
}

/** What a form route answers: a page (the form again with errors: 400) or 303 to the page of the result. */
export type FormOutcome =
  { kind: 'page'; status: number; page: FormPage } | { kind: 'redirect'; location: string };

export const pageOutcome = (status: number, page: FormPage): FormOutcome => ({ kind: 'page', status, page });
export const redirectOutcome = (location: string): FormOutcome => ({ kind: 'redirect', location });

/**
 * The CSP of a form page: the site's own rules for its HTML (infra/gateway/security-headers.mjs) without the remotes'
 * and the ad service's hosts, which these pages do not use; inline scripts only the frame's own, by hash.
 */
export function formPageCsp(scriptHashes: readonly string[], upgradeInsecureRequests: boolean): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Sends what a form route answers: pages in the site's frame, redirects as 303 (a reload never posts again). */
@Injectable()
export class FormResponder {
  constructor(
    private readonly frame: FormPageFrame,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async send(res: Response, outcome: FormOutcome): Promise<void> {
    if (outcome.kind === 'page') {
      res.status(outcome.status);
      await this.sendPage(res, outcome.page);
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, outcome.location);
  }

  /** A page with the status already set on `res` (the exception filter sets it for the error pages). */
  async sendPage(res: Response, page: FormPage): Promise<void> {
    const framed = await this.frame.render(
      page.title,
      html`${FORM_PAGE_STYLES}<div class="sf-page">${page.content}</div>`,
    );
    // Pages hold what a visitor typed, results and thank-yous: never from a cache, never in a search index.
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.setHeader('Content-Security-Policy', formPageCsp(framed.scriptHashes, this.config.isProduction));
    // The site's own value (helmet's no-referrer elsewhere): a form posted from this page names it, so an error
    // page can lead back to it.
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.type('html').send(framed.document);
  }
}
