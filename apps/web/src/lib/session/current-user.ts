import { type User, verifyResponseSchema } from '@hostportaal/contract';
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
