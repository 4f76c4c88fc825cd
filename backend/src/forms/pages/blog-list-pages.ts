import {
  BLOG_EMAIL_FORM_TEXTS,
  BLOG_LIST_TEXTS,
  type BlogArticlesPage,
  blogListPagePath,
} from '@stairs/contracts';
import { html } from '../../common/html';
import { type FormPage } from '../form-responder';
import { BLOG_PATH } from './blog-email-pages';
import { backLink, card, linkActions, pageHeader } from './page-parts';

/**
 * A further page of the blog's list (page 2 and on) for a visitor without script: each article's card with a link
 * to it, then the next page while there is one. Page 1 is the rendered /blog.
 */
export function blogListPage({ articles, pagination }: BlogArticlesPage): FormPage {
  const title = BLOG_LIST_TEXTS.pageTitle(pagination.page);
  const remaining = pagination.total - (pagination.page - 1) * pagination.limit - articles.length;
  return {
    title,
    content: html`${backLink(BLOG_PATH, BLOG_EMAIL_FORM_TEXTS.backToBlog)}
${pageHeader(title)}
${articles.map((article, index) =>
  card(
    `blog-article-${index}`,
    article.title,
    article.excerpt ?? undefined,
    html`<p><a href="${BLOG_PATH}/${encodeURIComponent(article.slug)}">${BLOG_LIST_TEXTS.readArticle}</a></p>`,
  ),
)}
${
  pagination.hasMore
    ? linkActions([
        { href: blogListPagePath(pagination.page + 1), label: BLOG_LIST_TEXTS.loadMore(remaining) },
      ])
    : ''
}`,
  };
}
