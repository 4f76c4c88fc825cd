import { pagePath } from '@stairs/contracts';
import { html } from '../common/html';
import { linkPage } from '../common/link-page';
import { type BlogArticleEntity } from './blog-article.entity';

/** The link's landing page: what will be published, and the button that does it (a POST to the same URL). */
export function publishConfirmPage(article: BlogArticleEntity, actionUrl: string): string {
  return linkPage(
    'Blog-Entwurf veröffentlichen',
    html`<p>Der Entwurf <strong>${article.title}</strong> wird auf der Website veröffentlicht.</p>
      <p>Zum Bearbeiten vorher: <a href="${pagePath('adminBlog')}">Blog-Admin</a>.</p>
      <form method="post" action="${actionUrl}"><button type="submit">Jetzt veröffentlichen</button></form>`,
  );
}

export function publishedPage(article: BlogArticleEntity): string {
  const path = pagePath('blogArticle', { slug: article.slug });
  return linkPage(
    'Artikel veröffentlicht',
    html`<p><strong>${article.title}</strong> ist jetzt auf der Website.</p>
      <p><a href="${path}">Artikel ansehen</a></p>`,
  );
}

export function publishRefusedPage(message: string): string {
  return linkPage(
    message,
    html`<p>Im <a href="${pagePath('adminBlog')}">Blog-Admin</a> sehen Sie alle Entwürfe und Artikel.</p>`,
  );
}
