import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@stairs/api-client';
import { BLOG_PAGE_SIZE, articlesUrl, normalizeArticlesPage } from '../lib/articles';

export const BLOG_ARTICLES_QUERY_KEY = ['/api/blog/articles', { limit: BLOG_PAGE_SIZE }] as const;

/** The blog list: page 1, then further pages of 6 while hasMore (docs/product.md §4, §9). */
export function useBlogArticles() {
  return useInfiniteQuery({
    queryKey: BLOG_ARTICLES_QUERY_KEY,
    queryFn: async ({ pageParam }) =>
      normalizeArticlesPage(
        await apiRequest<unknown>('GET', articlesUrl(pageParam, BLOG_PAGE_SIZE)),
        pageParam,
        BLOG_PAGE_SIZE,
      ),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
  });
}
