import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall, apiPagesQueryKey } from '@stairs/api-client';
import { API } from '@stairs/contracts';
import { BLOG_PAGE_SIZE, normalizeArticlesPage } from '../lib/articles';

export const BLOG_ARTICLES_QUERY_KEY = apiPagesQueryKey(API.blogArticles, { limit: BLOG_PAGE_SIZE });

/**
 * The blog list: page 1 (or a further page the list starts at, blogListPagePath), then further pages of 6 while
 * hasMore (docs/product.md §4, §9).
 */
export function useBlogArticles(firstPage = 1) {
  return useInfiniteQuery({
    queryKey: firstPage === 1 ? BLOG_ARTICLES_QUERY_KEY : [...BLOG_ARTICLES_QUERY_KEY, { from: firstPage }],
    queryFn: async ({ pageParam }) =>
      normalizeArticlesPage(
        await apiCall(API.blogArticles, { query: { page: pageParam, limit: BLOG_PAGE_SIZE } }),
        pageParam,
        BLOG_PAGE_SIZE,
      ),
    initialPageParam: firstPage,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
  });
}
