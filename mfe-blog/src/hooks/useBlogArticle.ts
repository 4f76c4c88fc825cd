import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@stairs/api-client';
import { articleUrl, normalizeArticle } from '../lib/articles';

export const blogArticleQueryKey = (slug: string) => ['/api/blog/article', slug] as const;

/** One article by slug; null when the server answered something that is not an article. */
export function useBlogArticle(slug: string) {
  return useQuery({
    queryKey: blogArticleQueryKey(slug),
    queryFn: async () => normalizeArticle(await apiRequest<unknown>('GET', articleUrl(slug))),
    enabled: slug !== '',
  });
}

/** True when the server says the article does not exist. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
