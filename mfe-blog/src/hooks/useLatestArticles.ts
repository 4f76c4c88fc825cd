import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@stairs/api-client';
import { LATEST_ARTICLES_COUNT, articlesUrl, normalizeArticlesPage } from '../lib/articles';

export const LATEST_ARTICLES_QUERY_KEY = ['/api/blog/articles', { limit: LATEST_ARTICLES_COUNT }] as const;

/** The 5 latest articles of the upload page; an array answer is accepted as well as {articles}. */
export function useLatestArticles() {
  return useQuery({
    queryKey: LATEST_ARTICLES_QUERY_KEY,
    queryFn: async () =>
      normalizeArticlesPage(
        await apiRequest<unknown>('GET', articlesUrl(1, LATEST_ARTICLES_COUNT)),
        1,
        LATEST_ARTICLES_COUNT,
      ),
  });
}
