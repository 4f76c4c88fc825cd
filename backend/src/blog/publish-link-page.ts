import { html, type SafeHtml } from '../common/html';
import { type BlogArticleEntity } from './blog-article.entity';

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

function page(title: string, body: SafeHtml): string {
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

/** The link's landing page: what will be published, and the button that does it (a POST to the same URL). */
export function publishConfirmPage(article: BlogArticleEntity, actionUrl: string): string {
  return page(
    'Blog-Entwurf veröffentlichen',
    html`<p>Der Entwurf <strong>${article.title}</strong> wird auf der Website veröffentlicht.</p>
      <p>Zum Bearbeiten vorher: <a href="/admin/blog">Blog-Admin</a>.</p>
      <form method="post" action="${actionUrl}"><button type="submit">Jetzt veröffentlichen</button></form>`,
  );
}

export function publishedPage(article: BlogArticleEntity): string {
  const path = `/blog/${encodeURIComponent(article.slug)}`;
  return page(
    'Artikel veröffentlicht',
    html`<p><strong>${article.title}</strong> ist jetzt auf der Website.</p>
      <p><a href="${path}">Artikel ansehen</a></p>`,
  );
}

export function publishRefusedPage(message: string): string {
  return page(
    message,
    html`<p>Im <a href="/admin/blog">Blog-Admin</a> sehen Sie alle Entwürfe und Artikel.</p>`,
  );
}
