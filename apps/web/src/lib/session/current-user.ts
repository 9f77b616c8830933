import { type User, verifyResponseSchema } from '@hostportaal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { readAccessToken } from '../api/access-token';
import { apiClient } from '../api/api-client';
import { isApiError } from '../api/api-error';

export const currentUserQueryKey = ['session', 'current-user'] as const;

/** GET /auth/verify restores the session on boot; an expired token is refreshed by the client first. */
export async function fetchCurrentUser(): Promise<User | null> {
  if (!readAccessToken()) return null;
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
 * loads instead of after it (issue 9: Lighthouse performance). Without a stored token there is nothing to ask.
 */
export function prefetchCurrentUser(queryClient: QueryClient): void {
  if (readAccessToken()) void queryClient.prefetchQuery(currentUserQueryOptions);
}
