import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall, apiPagesQueryKey } from '@stairs/api-client';
import { API } from '@stairs/contracts';
import { BLOG_PAGE_SIZE, normalizeArticlesPage } from '../lib/articles';

export const BLOG_ARTICLES_QUERY_KEY = apiPagesQueryKey(API.blogArticles, { limit: BLOG_PAGE_SIZE });

/** The blog list: page 1, then further pages of 6 while hasMore (docs/product.md §4, §9). */
export function useBlogArticles() {
  return useInfiniteQuery({
    queryKey: BLOG_ARTICLES_QUERY_KEY,
    queryFn: async ({ pageParam }) =>
      normalizeArticlesPage(
        await apiCall(API.blogArticles, { query: { page: pageParam, limit: BLOG_PAGE_SIZE } }),
        pageParam,
        BLOG_PAGE_SIZE,
      ),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
  });
}
