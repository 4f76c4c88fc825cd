const DATE_FORMAT = new Intl.DateTimeFormat('de-AT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Vienna',
});

/** "12. März 2026" (de-AT, Vienna time); empty for a missing or unreadable date. */
export function formatArticleDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}

/** The date an article is shown with: published, else created. */
export function articleDate(article: {
  publishedAt?: string | null;
  createdAt?: string | null;
}): string | null {
  return article.publishedAt || article.createdAt || null;
}

/** Keyword tags: the stored string is comma plus space separated (spec section 3). Blank and repeated tags drop out. */
export function splitKeywords(keywords: string | null | undefined): string[] {
  if (!keywords) return [];
  const tags = keywords
    .split(/\s*,\s*/)
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}
