import { useEffect } from 'react';
import { type SiteConfig } from '@stairs/contracts';
import { applyDocumentHead, type HeadMeta } from '../lib/document-head';
import { articleDescription, buildBlogPostingJsonLd, serializeJsonLd } from '../lib/seo';
import { type BlogArticle } from '../lib/types';

export interface ArticleHeadInput {
  article: BlogArticle;
  site: SiteConfig | undefined;
  canonicalUrl: string;
  wordCount: number;
}

/**
 * Title, description, keywords, canonical URL, Open Graph article data and BlogPosting JSON-LD for as long as
 * the article is shown (docs/product.md §2); everything is put back when the page unmounts or the article changes.
 */
export function useArticleHead(input: ArticleHeadInput | null): void {
  const article = input?.article;
  const site = input?.site;
  const canonicalUrl = input?.canonicalUrl;
  const wordCount = input?.wordCount ?? 0;

  useEffect(() => {
    if (!article || !canonicalUrl) return;
    const description = articleDescription(article);
    const meta: HeadMeta[] = [
      { attribute: 'name', key: 'description', content: description },
      { attribute: 'property', key: 'og:type', content: 'article' },
      { attribute: 'property', key: 'og:title', content: article.title },
      { attribute: 'property', key: 'og:description', content: description },
      { attribute: 'property', key: 'og:url', content: canonicalUrl },
    ];
    if (article.keywords) meta.push({ attribute: 'name', key: 'keywords', content: article.keywords });
    if (article.publishedAt) {
      meta.push({ attribute: 'property', key: 'article:published_time', content: article.publishedAt });
    }
    const jsonLd = buildBlogPostingJsonLd({ article, site, url: canonicalUrl, wordCount });
    return applyDocumentHead({
      title: site?.companyName ? `${article.title} | ${site.companyName}` : article.title,
      meta,
      canonical: canonicalUrl,
      jsonLd: serializeJsonLd(jsonLd),
    });
  }, [article, site, canonicalUrl, wordCount]);
}
