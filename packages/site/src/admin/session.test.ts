import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@stairs/api-client';
import {
  ADMIN_SESSION_QUERY_KEY,
  errorStatus,
  isAdminQueryKey,
  isUnauthorizedError,
  markAdminSignedOut,
} from './session';

describe('isAdminQueryKey', () => {
  it('matches every /api/admin resource key', () => {
    expect(isAdminQueryKey(['/api/admin/pricing'])).toBe(true);
    expect(isAdminQueryKey(['/api/admin/html', 'KV-2026-000042.html', 'content'])).toBe(true);
  });

  it('leaves the session and public keys alone', () => {
    expect(isAdminQueryKey(ADMIN_SESSION_QUERY_KEY)).toBe(false);
    expect(isAdminQueryKey(['/api/gallery-images'])).toBe(false);
    expect(isAdminQueryKey([42])).toBe(false);
    expect(isAdminQueryKey([])).toBe(false);
  });
});

describe('errorStatus / isUnauthorizedError', () => {
  it('reads the status of an ApiError', () => {
    const error = new ApiError(401, 'Unauthorized', '{"statusCode":401,"message":"Anmeldung erforderlich"}');
    expect(errorStatus(error)).toBe(401);
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it('reads any error-like object with a numeric status (a second copy of the client module)', () => {
    expect(errorStatus({ status: 429 })).toBe(429);
    expect(isUnauthorizedError({ status: 401, message: '401: x' })).toBe(true);
  });

  it('is undefined for network errors and odd values', () => {
    expect(errorStatus(new TypeError('fetch failed'))).toBeUndefined();
    expect(errorStatus({ status: '401' })).toBeUndefined();
    expect(errorStatus(null)).toBeUndefined();
    expect(isUnauthorizedError(new ApiError(403, 'Forbidden', ''))).toBe(false);
  });
});

describe('markAdminSignedOut', () => {
  it('switches the shared session query to signed out', () => {
    const client = new QueryClient();
    client.setQueryData(ADMIN_SESSION_QUERY_KEY, { authenticated: true });
    markAdminSignedOut(client);
    expect(client.getQueryData(ADMIN_SESSION_QUERY_KEY)).toEqual({ authenticated: false });
  });
});
