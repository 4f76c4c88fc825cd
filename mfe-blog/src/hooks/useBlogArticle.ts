import { useQuery } from '@tanstack/react-query';
import { ApiError, apiCall, apiQueryKey } from '@stairs/api-client';
import { API } from '@stairs/contracts';
import { normalizeArticle } from '../lib/articles';

export const blogArticleQueryKey = (slug: string) => apiQueryKey(API.blogArticle, { params: { slug } });

/** One article by slug; null when the server answered something that is not an article. */
export function useBlogArticle(slug: string) {
  return useQuery({
    queryKey: blogArticleQueryKey(slug),
    queryFn: async () => normalizeArticle(await apiCall(API.blogArticle, { params: { slug } })),
    enabled: slug !== '',
  });
}

/** True when the server says the article does not exist. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
