import { type QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiQueryKey } from '@stairs/api-client';
import { ADMIN_API_PREFIX, API, type AdminSessionState } from '@stairs/contracts';

/** Query key of GET /api/auth/session, shared by every admin screen (one server-side session). */
export const ADMIN_SESSION_QUERY_KEY = apiQueryKey(API.session);

/** Prefix of every admin resource query key (e.g. ['/api/admin/pricing']): the API table's admin prefix. */
export const ADMIN_QUERY_PREFIX = ADMIN_API_PREFIX;

/** True for query keys of admin resources: they must be refetched or dropped when the session changes. */
export function isAdminQueryKey(queryKey: QueryKey): boolean {
  const first = queryKey[0];
  return typeof first === 'string' && first.startsWith(ADMIN_QUERY_PREFIX);
}

/**
 * HTTP status carried by an error (ApiError of @stairs/api-client, or any error with a numeric `status`).
 * Read structurally rather than with instanceof: a remote may end up with its own copy of the client module.
 */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error;
  return typeof status === 'number' ? status : undefined;
}

/** True when the server answered 401: the session is missing or expired. */
export function isUnauthorizedError(error: unknown): boolean {
  return errorStatus(error) === 401;
}

/**
 * The server no longer knows the session (expired, logged out in another tab, server restarted). Every gate
 * on the page switches to its login card at once.
 */
export function markAdminSignedOut(queryClient: QueryClient): void {
  const signedOut: AdminSessionState = { authenticated: false };
  queryClient.setQueryData(ADMIN_SESSION_QUERY_KEY, signedOut);
}
