import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@stairs/api-client';
import { API } from '@stairs/contracts';
import { LATEST_ARTICLES_COUNT, normalizeArticlesPage } from '../lib/articles';

const LATEST_ARTICLES = apiQueryOptions(API.blogArticles, {
  query: { page: 1, limit: LATEST_ARTICLES_COUNT },
});
export const LATEST_ARTICLES_QUERY_KEY = LATEST_ARTICLES.queryKey;

/** The 5 latest articles of the upload page; an array answer is accepted as well as {articles}. */
export function useLatestArticles() {
  return useQuery({
    queryKey: LATEST_ARTICLES.queryKey,
    queryFn: async (context) =>
      normalizeArticlesPage(await LATEST_ARTICLES.queryFn(context), 1, LATEST_ARTICLES_COUNT),
  });
}
