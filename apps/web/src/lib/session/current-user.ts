import { type User, verifyResponseSchema } from '@hostportaal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { clearAccessToken, mayHaveSession, readAccessToken } from '../api/access-token';
import { apiClient } from '../api/api-client';
import { isApiError } from '../api/api-error';
import { refreshSession } from '../api/token-refresh';

export const currentUserQueryKey = ['session', 'current-user'] as const;

/**
 * The session on boot: the access token is in memory only (issue 18), so after a reload the refresh cookie
 * brings a new one with the user; with a token in memory GET /auth/verify checks it.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  if (!readAccessToken()) {
    if (!mayHaveSession()) return null;
    const session = await refreshSession();
    if (!session) clearAccessToken();
    return session?.user ?? null;
  }
  try {
    const body = await apiClient.get('/auth/verify', verifyResponseSchema);
    return body.data.user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

// Asked once per page load and kept: login, logout and profile changes write the cache themselves.
export const currentUserQueryOptions = {
  queryKey: currentUserQueryKey,
  queryFn: fetchCurrentUser,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
} as const;

/**
 * Starts the session check as the app starts, before the first render, so it runs while the page's chunk
 * loads instead of after it (issue 9: Lighthouse performance). A browser that never had a session asks nothing.
 */
export function prefetchCurrentUser(queryClient: QueryClient): void {
  if (mayHaveSession()) void queryClient.prefetchQuery(currentUserQueryOptions);
}
