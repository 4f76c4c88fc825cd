import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@stairs/api-client';
import { API, type AdminSessionState } from '@stairs/contracts';
import { ADMIN_SESSION_QUERY_KEY, isAdminQueryKey, isUnauthorizedError, markAdminSignedOut } from './session';

export interface AdminSession {
  /** True when the server holds a session for this browser. */
  authenticated: boolean;
  /** True until the first answer of GET /api/auth/session. */
  isLoading: boolean;
  /** Resolves when signed in; throws the ApiError of the server otherwise (401 wrong password, 429 too many). */
  login: (password: string) => Promise<void>;
  /** Ends the server session; throws when the server could not be reached. */
  logout: () => Promise<void>;
  isLoggingIn: boolean;
  isLoggingOut: boolean;
}

/**
 * The admin session of the page (docs/decisions.md): checked on the server, shared by every admin
 * screen through one query, so signing in on one screen unlocks all of them.
 */
export function useAdminSession(): AdminSession {
  const queryClient = useQueryClient();

  const session = useQuery({
    queryKey: ADMIN_SESSION_QUERY_KEY,
    queryFn: async () => {
      try {
        return await apiCall(API.session);
      } catch (error) {
        // A server that answers the session check itself with 401 means the same: signed out.
        if (isUnauthorizedError(error)) return { authenticated: false } satisfies AdminSessionState;
        throw error;
      }
    },
  });

  const loginMutation = useMutation({
    mutationFn: (password: string) => apiCall(API.login, { body: { password } }),
    onSuccess: async () => {
      const signedIn: AdminSessionState = { authenticated: true };
      queryClient.setQueryData(ADMIN_SESSION_QUERY_KEY, signedIn);
      // Admin data read (or failed with 401) before this login is outdated.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ predicate: (query) => isAdminQueryKey(query.queryKey) }),
      ]);
    },
  });

  const logoutMutation = useMutation({
    mutationFn: () => apiCall(API.logout),
    onSuccess: () => {
      markAdminSignedOut(queryClient);
      // Removed rather than refetched: a refetch would only answer 401, and admin data should not stay in
      // memory after signing out.
      queryClient.removeQueries({ predicate: (query) => isAdminQueryKey(query.queryKey) });
      void queryClient.invalidateQueries({ queryKey: ADMIN_SESSION_QUERY_KEY });
    },
    onError: (error) => {
      // The session was already gone on the server: that is the state the user asked for.
      if (isUnauthorizedError(error)) markAdminSignedOut(queryClient);
    },
  });

  const { mutateAsync: loginAsync } = loginMutation;
  const { mutateAsync: logoutAsync } = logoutMutation;

  const login = useCallback(
    async (password: string) => {
      await loginAsync(password);
    },
    [loginAsync],
  );

  const logout = useCallback(async () => {
    try {
      await logoutAsync();
    } catch (error) {
      if (!isUnauthorizedError(error)) throw error;
    }
  }, [logoutAsync]);

  return {
    authenticated: session.data?.authenticated === true,
    isLoading: session.isPending,
    login,
    logout,
    isLoggingIn: loginMutation.isPending,
    isLoggingOut: logoutMutation.isPending,
  };
}
