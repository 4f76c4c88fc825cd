import { ARTICLE_SECTION, articleCanonicalUrl, buildBlogPostingJsonLd } from './seo';
import { type BlogArticle } from '@stairs/contracts';

const article: BlogArticle = {
  id: '1',
  slug: 'holztreppe-2026-03-01',
  title: 'Holztreppe',
  content: 'Text',
  excerpt: 'Auszug',
  keywords: 'Treppe, Holz',
  metaDescription: 'Meta',
  status: 'published',
  publishedAt: '2026-03-01T10:00:00Z',
  createdAt: '2026-02-28T10:00:00Z',
  updatedAt: '2026-03-05T10:00:00Z',
};

describe('SEO helpers', () => {
  it('builds the canonical URL from the public URL', () => {
    expect(articleCanonicalUrl('a-b', 'https://stiegen.example/')).toBe('https://stiegen.example/blog/a-b');
  });

  it('describes the article as a BlogPosting by the organisation', () => {
    const data = buildBlogPostingJsonLd({
      article,
      site: { companyName: 'Muster Stiegen GmbH', publicUrl: 'https://stiegen.example' },
      url: 'https://stiegen.example/blog/holztreppe-2026-03-01',
      wordCount: 321,
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Holztreppe',
      description: 'Meta',
      keywords: 'Treppe, Holz',
      datePublished: '2026-03-01T10:00:00.000Z',
      dateModified: '2026-03-05T10:00:00.000Z',
      author: { '@type': 'Organization', name: 'Muster Stiegen GmbH' },
      publisher: { '@type': 'Organization', name: 'Muster Stiegen GmbH' },
      articleSection: ARTICLE_SECTION,
      wordCount: 321,
    });
    expect(ARTICLE_SECTION).toBe('Treppenverkleidung');
  });

  it('falls back to the created date when the article has no published date, and omits an unknown organisation', () => {
    const data = buildBlogPostingJsonLd({
      article: { ...article, updatedAt: 'kein Datum', publishedAt: null },
      site: null,
      url: 'u',
      wordCount: 0,
    });
    expect(data.datePublished).toBe('2026-02-28T10:00:00.000Z');
    expect(data.dateModified).toBe('2026-02-28T10:00:00.000Z');
    expect(data).not.toHaveProperty('author');
  });
});
