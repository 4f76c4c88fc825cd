import { Injectable } from '@nestjs/common';
import { API, type ApiErrorBody, FORM_PAGE_TEXTS } from '@stairs/contracts';
import { type Request, type Response } from 'express';
import { type HtmlErrorPages } from '../common/all-exceptions.filter';
import { html } from '../common/html';
import { linkPage } from '../common/link-page';

const QUOTE_SHARE_PATH = API.quoteShare.path.slice(0, API.quoteShare.path.indexOf(':'));

/**
 * A share link is opened in a browser like the quote document it leads to: an unknown (404) or expired (410) one
 * is a small page with the API's German words and the way home, not JSON.
 */
@Injectable()
export class QuoteShareErrorPages implements HtmlErrorPages {
  claims(request: Request): boolean {
    return request.path.toLowerCase().startsWith(QUOTE_SHARE_PATH);
  }

  async send(_request: Request, response: Response, error: ApiErrorBody): Promise<void> {
    const title = FORM_PAGE_TEXTS.errorTitles[error.statusCode] ?? FORM_PAGE_TEXTS.errorTitleFallback;
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('X-Robots-Tag', 'noindex');
    response.type('html').send(
      linkPage(
        title,
        html`<p>${error.message}</p>
            <p><a href="/">${FORM_PAGE_TEXTS.toHome}</a></p>`,
      ),
    );
  }
}
