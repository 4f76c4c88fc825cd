import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@stairs/api-client';
import { isUnauthorizedError, markAdminSignedOut } from './session';

export type AdminRequest = <T>(method: string, url: string, body?: unknown) => Promise<T>;

/**
 * apiRequest for admin endpoints: a 401 means the server session ended (expired, signed out elsewhere), so
 * every admin gate of the page switches back to its login card instead of showing a broken screen.
 */
export function useAdminRequest(): AdminRequest {
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(method: string, url: string, body?: unknown): Promise<T> => {
      try {
        return await apiRequest<T>(method, url, body);
      } catch (error) {
        if (isUnauthorizedError(error)) markAdminSignedOut(queryClient);
        throw error;
      }
    },
    [queryClient],
  );
}

/** The same 401 handling for requests made without apiRequest (file downloads). */
export function useAdminUnauthorizedHandler(): (error: unknown) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (isUnauthorizedError(error)) markAdminSignedOut(queryClient);
    },
    [queryClient],
  );
}
