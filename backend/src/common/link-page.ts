import { type Response } from 'express';
import { html, type SafeHtml } from './html';

/**
 * The small pages of the links in the operator's e-mails (publish a blog draft, sign in): a page of their own, not
 * the site's frame, with the one button that acts (a POST: mail scanners open links, they do not press buttons).
 */
const STYLES = html`<style>
  body {
    font-family: system-ui, sans-serif;
    max-width: 36rem;
    margin: 3rem auto;
    padding: 0 1rem;
    line-height: 1.5;
    color: #1f2937;
  }
  button {
    font: inherit;
    padding: 0.6rem 1.2rem;
    border: 0;
    border-radius: 0.4rem;
    background: #92400e;
    color: #fff;
    cursor: pointer;
  }
  a {
    color: #92400e;
  }
</style>`;

export function linkPage(title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="de-AT">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        ${STYLES}
      </head>
      <body>
        <h1>${title}</h1>
        ${body}
      </body>
    </html>
`.value;
}

/**
 * Sends a link page. Its Referrer-Policy is `strict-origin`, not helmet's `no-referrer`: under `no-referrer` the
 * browser posts the page's form with `Origin: null`, which the same-origin check of every write refuses; the
 * origin alone never carries the link's token.
 */
export function sendLinkPage(res: Response, status: number, page: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  res.setHeader('Referrer-Policy', 'strict-origin');
  res.status(status).type('html').send(page);
}
