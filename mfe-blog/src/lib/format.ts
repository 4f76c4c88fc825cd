import { formatLongDate } from '@stairs/contracts';

/** "12. März 2026" (de-AT, Vienna time); empty for a missing or unreadable date. */
export function formatArticleDate(value: string | null | undefined): string {
  if (!value) return '';
  return Number.isNaN(new Date(value).getTime()) ? '' : formatLongDate(value);
}

/** The date an article is shown with: published, else created. */
export function articleDate(article: {
  publishedAt?: string | null;
  createdAt?: string | null;
}): string | null {
  return article.publishedAt || article.createdAt || null;
}

/** Keyword tags: the stored string is comma plus space separated. Blank and repeated tags drop out. */
export function splitKeywords(keywords: string | null | undefined): string[] {
  if (!keywords) return [];
  const tags = keywords
    .split(/\s*,\s*/)
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}
