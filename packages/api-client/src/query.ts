import { QueryClient, type QueryCache, type QueryFunction } from '@tanstack/react-query';
import { apiGet } from './request';

/**
 * Default read of the query client: the URL is queryKey[0] (further key parts only distinguish cache
 * entries).
 */
const readQueryUrl: QueryFunction = async ({ queryKey }) => {
  const url = queryKey[0];
  if (typeof url !== 'string') throw new TypeError('queryKey[0] must be the URL of the request');
  return apiGet(url);
};

/**
 * The product's defaults (docs/product.md §7): no automatic retry, no refetch on focus or interval, data never stale;
 * mutations are not retried. The shell creates ONE client for the page; remotes use it.
 */
export function createQueryClient(options: { queryCache?: QueryCache } = {}): QueryClient {
  return new QueryClient({
    queryCache: options.queryCache,
    defaultOptions: {
      queries: {
        queryFn: readQueryUrl,
        retry: false,
        // A failed read is not asked again just because a component mounts (a gate that remounts on error
        // would otherwise loop); the screen's retry button refetches.
        retryOnMount: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
