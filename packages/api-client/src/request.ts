import { ApiError } from './api-error';

function isJson(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return /\bjson\b/i.test(type);
}

/** Throws ApiError for a non-OK response (docs/product.md §7). */
async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => '');
  throw new ApiError(response.status, response.statusText, body);
}

/** A JSON response is parsed; anything else is returned as text. An empty body gives null. */
async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return null as T;
  const text = await response.text();
  if (isJson(response)) return (text ? JSON.parse(text) : null) as T;
  return text as T;
}

let apiOrigin: string | null = null;

/**
 * Where relative API URLs go outside a browser: the page renderer is no page of the site, so it names the API's
 * origin once. In the browser they stay relative (same origin).
 */
export function configureApiOrigin(origin: string): void {
  apiOrigin = origin;
}

function resolve(url: string): string {
  return apiOrigin && url.startsWith('/') ? new URL(url, apiOrigin).href : url;
}

/**
 * Every call of every frontend goes through here: same-origin cookies included, JSON in and out.
 * `body` is sent as JSON; FormData, Blob and URLSearchParams are passed through untouched (uploads).
 */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', headers: {} };
  if (body !== undefined) {
    if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) {
      init.body = body;
    } else {
      init.headers = { 'Content-Type': 'application/json' };
      init.body = JSON.stringify(body);
    }
  }
  const response = await fetch(resolve(url), init);
  await throwIfNotOk(response);
  return readBody<T>(response);
}

/** GET for queries: a 401 fails like any other error (the admin screens show their login card on it). */
export async function apiGet<T>(url: string): Promise<T> {
  const response = await fetch(resolve(url), { credentials: 'include' });
  await throwIfNotOk(response);
  return readBody<T>(response);
}
