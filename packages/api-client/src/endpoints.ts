import { type QueryFunction } from '@tanstack/react-query';
import {
  type AnyEndpoint,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@stairs/contracts';
import { apiRequest } from './request';

/** What the URL of an endpoint needs: its path parameters and query, each only if it has them. */
export type UrlInput<E extends AnyEndpoint> = ([ParamsOf<E>] extends [never]
  ? { params?: never }
  : { params: Record<ParamsOf<E>, string> }) &
  ([QueryOf<E>] extends [never]
    ? { query?: never }
    : object extends QueryOf<E>
      ? { query?: QueryOf<E> }
      : { query: QueryOf<E> });

/**
 * What a call of an endpoint needs besides the endpoint: path parameters, query and body, each only if it has
 * them (a query whose fields are all optional may be left out).
 */
export type CallInput<E extends AnyEndpoint> = UrlInput<E> &
  ([BodyOf<E>] extends [never] ? { body?: never } : { body: BodyOf<E> });

/**
 * The input argument of a call: required when the endpoint has path parameters, a body or a required query, so
 * `apiCall(ADMIN_API.createBlogArticle)` without its article does not compile.
 */
export type CallArgs<E extends AnyEndpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The input argument of a URL: required when the endpoint has path parameters or a required query. */
export type UrlArgs<E extends AnyEndpoint> =
  object extends UrlInput<E> ? [input?: UrlInput<E>] : [input: UrlInput<E>];

/** A function that calls an endpoint of the API table with its types: `apiCall`, or the admin's `useAdminCall()`. */
export type ApiCaller = <E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>) => Promise<ResponseOf<E>>;

/** The key and function of a read for useQuery, typed by the API table. */
export interface ApiQueryOptions<E extends AnyEndpoint> {
  readonly queryKey: readonly [string];
  readonly queryFn: QueryFunction<ResponseOf<E>>;
}

/** Input as the runtime reads it: each part only if the endpoint has it. */
interface LooseInput {
  params?: Record<string, string>;
  query?: unknown;
  body?: unknown;
}

function urlOf(endpoint: AnyEndpoint, input: LooseInput | undefined): string {
  const params = input?.params ?? {};
  const path = endpoint.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${endpoint.path}`);
    return encodeURIComponent(value);
  });
  const query: unknown = input?.query;
  const fields: [string, unknown][] =
    typeof query === 'object' && query !== null ? Object.entries(query) : [];
  const search = new URLSearchParams(
    fields.flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/** The endpoint's URL: parameters filled in (encoded), the query appended (fields left undefined are left out). */
export function apiUrl<E extends AnyEndpoint>(endpoint: E, ...args: UrlArgs<E>): string {
  return urlOf(endpoint, args[0]);
}

/**
 * Calls an endpoint of the API table: typed input, typed answer. Reads for useQuery take apiQueryOptions, which
 * calls this. Rejects with ApiError.
 */
export function apiCall<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
  const input: LooseInput | undefined = args[0];
  return apiRequest<ResponseOf<E>>(endpoint.method, urlOf(endpoint, input), input?.body);
}

/**
 * The query key of a read: its URL first (the default query function reads it), so the same read has the same
 * key in every remote.
 */
export function apiQueryKey<E extends AnyEndpoint>(endpoint: E, ...args: UrlArgs<E>): readonly [string] {
  return [urlOf(endpoint, args[0])] as const;
}

/**
 * A read for useQuery: `useQuery({ ...apiQueryOptions(API.galleryImages), select })`, with apiQueryKey's key
 * and the table's answer type. The same read written in two remotes is the same options, so they share one
 * answer.
 */
export function apiQueryOptions<E extends AnyEndpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): ApiQueryOptions<E> {
  return { queryKey: [urlOf(endpoint, args[0])], queryFn: () => apiCall(endpoint, ...args) };
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
