import { type SiteConfig } from '@stairs/contracts';
import { type BlogArticle } from '@stairs/contracts';

/** docs/product.md §2: the structured data names the section 'Treppenverkleidung'. */
export const ARTICLE_SECTION = 'Treppenverkleidung';

/** Absolute URL of an article under the site's public URL (the same on the server and in the browser). */
export function articleCanonicalUrl(slug: string, publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/blog/${encodeURIComponent(slug)}`;
}

/** The description for search engines: the meta description, else the excerpt. */
export function articleDescription(article: Pick<BlogArticle, 'metaDescription' | 'excerpt'>): string {
  return (article.metaDescription || article.excerpt || '').trim();
}

function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export interface BlogPostingInput {
  article: BlogArticle;
  site: Pick<SiteConfig, 'companyName' | 'publicUrl'> | null | undefined;
  url: string;
  wordCount: number;
}

/** schema.org BlogPosting with the organisation as author and publisher (docs/product.md §2). */
export function buildBlogPostingJsonLd({ article, site, url, wordCount }: BlogPostingInput) {
  const published = isoDate(article.publishedAt) ?? isoDate(article.createdAt);
  const modified = isoDate(article.updatedAt) ?? published;
  const organisation = site?.companyName
    ? { '@type': 'Organization', name: site.companyName, ...(site.publicUrl ? { url: site.publicUrl } : {}) }
    : undefined;
  const description = articleDescription(article);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    ...(description ? { description } : {}),
    ...(article.keywords ? { keywords: article.keywords } : {}),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    ...(organisation ? { author: organisation, publisher: organisation } : {}),
    articleSection: ARTICLE_SECTION,
    wordCount,
    inLanguage: 'de-AT',
  };
}
