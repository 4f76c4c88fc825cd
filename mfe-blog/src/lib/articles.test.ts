import {
  type BlogArticleSummary,
  mergeArticlePages,
  normalizeArticle,
  normalizeArticlesPage,
} from './articles';

const article = (slug: string): BlogArticleSummary => ({
  id: slug,
  slug,
  title: `Titel ${slug}`,
  excerpt: 'Kurz',
  keywords: null,
  metaDescription: null,
  status: 'published',
  publishedAt: '2026-03-01T10:00:00Z',
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-01T10:00:00Z',
});

describe('normalizeArticlesPage', () => {
  it('reads the spec shape', () => {
    const page = normalizeArticlesPage(
      { articles: [article('a')], pagination: { page: 2, hasMore: true } },
      2,
      6,
    );
    expect(page).toEqual({ articles: [article('a')], page: 2, hasMore: true, total: null });
  });

  it('accepts a plain array as the whole list', () => {
    expect(normalizeArticlesPage([article('a'), article('b')], 1, 5)).toEqual({
      articles: [article('a'), article('b')],
      page: 1,
      hasMore: false,
      total: 2,
    });
  });

  it('derives hasMore from a total or a full page when the flag is missing', () => {
    expect(normalizeArticlesPage({ articles: [], pagination: { page: 1, total: 7 } }, 1, 6).hasMore).toBe(
      true,
    );
    expect(normalizeArticlesPage({ articles: [], pagination: { page: 2, total: 7 } }, 2, 6).hasMore).toBe(
      false,
    );
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map(article);
    expect(normalizeArticlesPage({ articles: six }, 1, 6).hasMore).toBe(true);
  });

  it('drops malformed entries and answers', () => {
    expect(
      normalizeArticlesPage({ articles: [{ title: 'ohne slug' }, null, article('a')] }, 1, 6).articles,
    ).toEqual([article('a')]);
    expect(normalizeArticlesPage('<html>', 1, 6)).toEqual({
      articles: [],
      page: 1,
      hasMore: false,
      total: null,
    });
    expect(normalizeArticlesPage(null, 3, 6).page).toBe(3);
  });
});

describe('mergeArticlePages', () => {
  it('keeps order and removes repeats across pages', () => {
    const pages = [
      { articles: [article('a'), article('b')], page: 1, hasMore: true, total: null },
      { articles: [article('b'), article('c')], page: 2, hasMore: false, total: null },
    ];
    expect(mergeArticlePages(pages).map((a) => a.slug)).toEqual(['a', 'b', 'c']);
  });
});

describe('normalizeArticle', () => {
  it('accepts the article or an {article} wrapper', () => {
    expect(normalizeArticle({ ...article('a'), content: 'Text' })?.content).toBe('Text');
    expect(normalizeArticle({ article: { ...article('a'), content: 'Text' } })?.slug).toBe('a');
  });

  it('gives null for anything else and an empty content when missing', () => {
    expect(normalizeArticle(null)).toBeNull();
    expect(normalizeArticle({ message: 'x' })).toBeNull();
    expect(normalizeArticle(article('a'))?.content).toBe('');
  });
});
