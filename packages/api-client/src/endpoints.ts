import {
  type AnyEndpoint,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@stairs/contracts';
import { apiRequest } from './request';

/** What a call of an endpoint needs besides the endpoint: path parameters, query and body, each only if it has them. */
export type CallInput<E extends AnyEndpoint> = ([ParamsOf<E>] extends [never]
  ? { params?: never }
  : { params: Record<ParamsOf<E>, string> }) &
  ([QueryOf<E>] extends [never] ? { query?: never } : { query: QueryOf<E> }) &
  ([BodyOf<E>] extends [never] ? { body?: never } : { body: BodyOf<E> });

/** The endpoint's URL: parameters filled in (encoded), the query appended. */
export function apiUrl<E extends AnyEndpoint>(endpoint: E, input?: CallInput<E>): string {
  const params = (input?.params ?? {}) as Record<string, string>;
  const path = endpoint.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${endpoint.path}`);
    return encodeURIComponent(value);
  });
  const query = input?.query as Record<string, string | number> | undefined;
  if (!query) return path;
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  return `${path}?${search.toString()}`;
}

/** Calls an endpoint of the API table; rejects with ApiError like apiRequest. */
export function apiCall<E extends AnyEndpoint>(endpoint: E, input?: CallInput<E>): Promise<ResponseOf<E>> {
  return apiRequest<ResponseOf<E>>(endpoint.method, apiUrl(endpoint, input), input?.body);
}

/**
 * The query key of a read: its URL first (the default query function reads it), so the same read has the same
 * key in every remote.
 */
export function apiQueryKey<E extends AnyEndpoint>(endpoint: E, input?: CallInput<E>): readonly [string] {
  return [apiUrl(endpoint, input)] as const;
}

/**
 * The query key of a paged read (useInfiniteQuery): the endpoint's path and its query without the page, so all
 * pages of one list share a key and two lists of different page sizes do not.
 */
export function apiPagesQueryKey<E extends AnyEndpoint>(
  endpoint: E,
  query: Omit<QueryOf<E>, 'page'>,
): readonly [string, Omit<QueryOf<E>, 'page'>] {
  return [endpoint.path, query] as const;
}
