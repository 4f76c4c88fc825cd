import { useCallback } from 'react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  apiCall,
  apiQueryOptions,
  type ApiCaller,
  type ApiQueryOptions,
  type CallArgs,
} from '@stairs/api-client';
import { type AnyEndpoint, type ResponseOf } from '@stairs/contracts';
import { isUnauthorizedError, markAdminSignedOut } from './session';

/** A failed admin call that answered 401: the server session ended, so every admin gate shows its login card. */
async function signOutOn401<T>(queryClient: QueryClient, call: T | Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isUnauthorizedError(error)) markAdminSignedOut(queryClient);
    throw error;
  }
}

/**
 * apiCall for the admin screens (mutations and calls made by hand): the same typed call of an API-table entry,
 * and a 401 means the server session ended (expired, signed out elsewhere), so every admin gate of the page
 * switches back to its login card instead of showing a broken screen.
 */
export function useAdminCall(): ApiCaller {
  const queryClient = useQueryClient();
  return useCallback(
    <E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> =>
      signOutOn401(queryClient, apiCall(endpoint, ...args)),
    [queryClient],
  );
}

/**
 * apiQueryOptions for an admin read: `useQuery({ ...adminQueryOptions(ADMIN_API.phoneLeads) })`, with the same
 * 401 handling as useAdminCall (the query function gets the page's query client from its context, so this needs
 * no hook).
 */
export function adminQueryOptions<E extends AnyEndpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): ApiQueryOptions<E> {
  const read = apiQueryOptions(endpoint, ...args);
  return {
    queryKey: read.queryKey,
    queryFn: (context) => signOutOn401(context.client, read.queryFn(context)),
  };
}

/** The same 401 handling for requests made without apiCall (file downloads, which are read as Blobs). */
export function useAdminUnauthorizedHandler(): (error: unknown) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (isUnauthorizedError(error)) markAdminSignedOut(queryClient);
    },
    [queryClient],
  );
}
