import {
  messageResponseSchema,
  sessionsResponseSchema,
  sessionsRevokedResponseSchema,
} from '@hostportaal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

// The customer's own live sessions (one per login), with ending one or all the others.

export const accountSessionsQueryKey = ['settings', 'sessions'] as const;

export function fetchAccountSessions(signal?: AbortSignal) {
  return apiClient
    .get('/api/account/sessions', sessionsResponseSchema, { signal })
    .then((body) => body.data.sessions);
}

export const accountSessionsQuery = queryOptions({
  queryKey: accountSessionsQueryKey,
  queryFn: ({ signal }) => fetchAccountSessions(signal),
});

export function useAccountSessions() {
  return useQuery(accountSessionsQuery);
}

export function endAccountSession(sessionId: string) {
  return apiClient.delete(`/api/account/sessions/${encodeURIComponent(sessionId)}`, messageResponseSchema);
}

/** Ends every session but the one this request comes from; answers how many ended. */
export function endOtherAccountSessions() {
  return apiClient
    .post('/api/account/sessions/revoke-others', undefined, sessionsRevokedResponseSchema)
    .then((body) => body.data.revoked);
}

function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey });
}

export function useEndAccountSession() {
  const refresh = useRefreshSessions();
  return useMutation({ mutationFn: endAccountSession, onSuccess: refresh });
}

export function useEndOtherAccountSessions() {
  const refresh = useRefreshSessions();
  return useMutation({ mutationFn: endOtherAccountSessions, onSuccess: refresh });
}
