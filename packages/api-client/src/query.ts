import { QueryClient, type QueryCache, type QueryFunction } from '@tanstack/react-query';
import { apiGet, type UnauthorizedBehavior } from './request';

/**
 * Default read of the query client: the URL is queryKey[0] (further key parts only distinguish cache
 * entries). With `on401: 'returnNull'` a 401 resolves to null instead of failing.
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const url = queryKey[0];
    if (typeof url !== 'string') throw new TypeError('queryKey[0] must be the URL of the request');
    return apiGet<T>(url, on401);
  };
}

/**
 * The product's defaults (docs/product.md §7): no automatic retry, no refetch on focus or interval, data never stale;
 * mutations are not retried. The shell creates ONE client for the page; remotes use it.
 */
export function createQueryClient(options: { queryCache?: QueryCache } = {}): QueryClient {
  return new QueryClient({
    queryCache: options.queryCache,
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
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
