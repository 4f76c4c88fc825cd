import { useQuery } from '@tanstack/react-query';
import { ApiError, apiQueryKey, apiQueryOptions } from '@stairs/api-client';
import { API } from '@stairs/contracts';
import { normalizeArticle } from '../lib/articles';

export const blogArticleQueryKey = (slug: string) => apiQueryKey(API.blogArticle, { params: { slug } });

/** One article by slug; null when the server answered something that is not an article. */
export function useBlogArticle(slug: string) {
  const read = apiQueryOptions(API.blogArticle, { params: { slug } });
  return useQuery({
    queryKey: read.queryKey,
    queryFn: async (context) => normalizeArticle(await read.queryFn(context)),
    enabled: slug !== '',
  });
}

/** True when the server says the article does not exist. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
