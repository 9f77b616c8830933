import {
  messageResponseSchema,
  sessionsResponseSchema,
  sessionsRevokedResponseSchema,
} from '@hostportaal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { adminUsersKey } from './admin-users';

// A user's live sessions on the user detail page: a lost laptop or a leaked password is ended from here.

const sessionsPath = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/sessions`;
const userSessionsKey = (userId: string) => [...adminUsersKey, userId, 'sessions'] as const;

export function fetchUserSessions(userId: string, signal?: AbortSignal) {
  return apiClient
    .get(sessionsPath(userId), sessionsResponseSchema, { signal })
    .then((body) => body.data.sessions);
}

export const userSessionsQuery = (userId: string) =>
  queryOptions({
    queryKey: userSessionsKey(userId),
    queryFn: ({ signal }) => fetchUserSessions(userId, signal),
  });

export function useUserSessions(userId: string) {
  return useQuery(userSessionsQuery(userId));
}

export function endUserSession({ userId, sessionId }: { userId: string; sessionId: string }) {
  return apiClient.delete(`${sessionsPath(userId)}/${encodeURIComponent(sessionId)}`, messageResponseSchema);
}

/** Ends every session of the user except the admin's own (when they look at themselves); answers how many. */
export function endAllUserSessions(userId: string) {
  return apiClient
    .post(`${sessionsPath(userId)}/revoke-all`, undefined, sessionsRevokedResponseSchema)
    .then((body) => body.data.revoked);
}

function useRefreshUserSessions() {
  const queryClient = useQueryClient();
  return (userId: string) => queryClient.invalidateQueries({ queryKey: userSessionsKey(userId) });
}

export function useEndUserSession() {
  const refresh = useRefreshUserSessions();
  return useMutation({
    mutationFn: endUserSession,
    onSuccess: (_result, { userId }) => refresh(userId),
  });
}

export function useEndAllUserSessions() {
  const refresh = useRefreshUserSessions();
  return useMutation({
    mutationFn: endAllUserSessions,
    onSuccess: (_revoked, userId) => refresh(userId),
  });
}
