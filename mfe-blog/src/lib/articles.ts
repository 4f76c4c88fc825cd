import { type BlogArticle } from '@stairs/contracts';

/** A card of the list: the list endpoint may leave out the content. */
export type BlogArticleSummary = Omit<BlogArticle, 'content'> & { content?: string };

/** Blog page size (docs/product.md §9). */
export const BLOG_PAGE_SIZE = 6;
/** The upload page lists the latest 5 articles (docs/product.md §9). */
export const LATEST_ARTICLES_COUNT = 5;

export interface ArticlesPage {
  articles: BlogArticleSummary[];
  page: number;
  hasMore: boolean;
  /** Number of all articles, when the server says. */
  total: number | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isArticle(value: unknown): value is BlogArticleSummary {
  return (
    isRecord(value) && typeof value.slug === 'string' && value.slug !== '' && typeof value.title === 'string'
  );
}

/**
 * Reads a page of GET /api/blog/articles. The spec gives {articles, pagination:{page, hasMore}}, while the
 * upload page treats the answer as a plain array (docs/product.md §7): both are accepted. Without pagination, a
 * page is "full" when it holds `limit` articles; only then is there possibly more.
 */
export function normalizeArticlesPage(data: unknown, requestedPage: number, limit: number): ArticlesPage {
  if (Array.isArray(data)) {
    // A plain array is taken as the whole list.
    const articles = data.filter(isArticle);
    return { articles, page: requestedPage, hasMore: false, total: articles.length };
  }
  if (!isRecord(data)) return { articles: [], page: requestedPage, hasMore: false, total: null };
  const articles = Array.isArray(data.articles) ? data.articles.filter(isArticle) : [];
  const pagination = isRecord(data.pagination) ? data.pagination : {};
  const page = typeof pagination.page === 'number' ? pagination.page : requestedPage;
  const total = typeof pagination.total === 'number' ? pagination.total : null;
  let hasMore: boolean;
  if (typeof pagination.hasMore === 'boolean') hasMore = pagination.hasMore;
  else if (total !== null) hasMore = page * limit < total;
  else hasMore = articles.length >= limit;
  return { articles, page, hasMore, total };
}

/** All loaded articles in order, without repeats (an article published between two page loads shifts pages). */
export function mergeArticlePages(pages: readonly ArticlesPage[]): BlogArticleSummary[] {
  const seen = new Set<string>();
  const merged: BlogArticleSummary[] = [];
  for (const page of pages) {
    for (const article of page.articles) {
      if (seen.has(article.slug)) continue;
      seen.add(article.slug);
      merged.push(article);
    }
  }
  return merged;
}

/** GET /api/blog/article/{slug} answers the article; a wrapper {article} is accepted too. Null when unusable. */
export function normalizeArticle(data: unknown): BlogArticle | null {
  const candidate = isRecord(data) && isRecord(data.article) ? data.article : data;
  if (!isArticle(candidate)) return null;
  return {
    ...candidate,
    content: typeof candidate.content === 'string' ? candidate.content : '',
  } as BlogArticle;
}
