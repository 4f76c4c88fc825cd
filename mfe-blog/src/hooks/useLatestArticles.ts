import { useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '@stairs/api-client';
import { API } from '@stairs/contracts';
import { LATEST_ARTICLES_COUNT, normalizeArticlesPage } from '../lib/articles';

const LATEST_ARTICLES_QUERY = { query: { page: 1, limit: LATEST_ARTICLES_COUNT } };
export const LATEST_ARTICLES_QUERY_KEY = apiQueryKey(API.blogArticles, LATEST_ARTICLES_QUERY);

/** The 5 latest articles of the upload page; an array answer is accepted as well as {articles}. */
export function useLatestArticles() {
  return useQuery({
    queryKey: LATEST_ARTICLES_QUERY_KEY,
    queryFn: async () =>
      normalizeArticlesPage(await apiCall(API.blogArticles, LATEST_ARTICLES_QUERY), 1, LATEST_ARTICLES_COUNT),
  });
}
