/**
 * One API endpoint as data plus its types: the client builds URLs, request functions and query keys from it, and
 * a backend test checks that every entry has a route and every route an entry.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<Response = unknown, Body = never, Params extends string = never, Query = never> {
  method: HttpMethod;
  /** Full path with `:name` parameters, e.g. '/api/admin/phone-lead/:id'. */
  path: string;
  /** 'admin' endpoints answer 401 without the admin session. */
  access: 'public' | 'admin';
  /** Phantom fields: types only, never set at runtime. */
  readonly types?: { response: Response; body: Body; params: Params; query: Query };
}

/** Any endpoint (the phantom types are covariant, so every endpoint is one). */
export type AnyEndpoint = Endpoint<unknown, unknown, string, unknown>;
export type ResponseOf<E> = E extends Endpoint<infer R, unknown, string, unknown> ? R : never;
export type BodyOf<E> = E extends Endpoint<unknown, infer B, string, unknown> ? B : never;
export type ParamsOf<E> = E extends Endpoint<unknown, unknown, infer P, unknown> ? P : never;
export type QueryOf<E> = E extends Endpoint<unknown, unknown, string, infer Q> ? Q : never;

/** `endpoint<Response, Body, 'id', Query>()({ method, path, access })`: the types, then the data. */
export function endpoint<Response, Body = never, Params extends string = never, Query = never>() {
  return (definition: {
    method: HttpMethod;
    path: string;
    access: 'public' | 'admin';
  }): Endpoint<Response, Body, Params, Query> => definition;
}
