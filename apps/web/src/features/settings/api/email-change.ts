import {
  type EmailChangeBody,
  messageResponseSchema,
  type PendingEmailChange,
  pendingEmailChangeResponseSchema,
} from '@hostportaal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

// Issue 18: a new address waits for its confirmation link before it becomes the login.
export const pendingEmailChangeQueryKey = ['settings', 'email-change'] as const;

export function fetchPendingEmailChange() {
  return apiClient
    .get('/auth/email-change', pendingEmailChangeResponseSchema)
    .then((body) => body.data.pending);
}

export const pendingEmailChangeQuery = queryOptions({
  queryKey: pendingEmailChangeQueryKey,
  queryFn: fetchPendingEmailChange,
});

export function usePendingEmailChange() {
  return useQuery(pendingEmailChangeQuery);
}

export function requestEmailChange(body: EmailChangeBody) {
  return apiClient
    .post('/auth/email-change', body, pendingEmailChangeResponseSchema)
    .then((answer) => answer.data.pending);
}

export function resendEmailChange() {
  return apiClient
    .post('/auth/email-change/resend', {}, pendingEmailChangeResponseSchema)
    .then((answer) => answer.data.pending);
}

export function cancelEmailChange() {
  return apiClient.delete('/auth/email-change', messageResponseSchema);
}

function useShowPending() {
  const queryClient = useQueryClient();
  return (pending: PendingEmailChange | null) =>
    queryClient.setQueryData(pendingEmailChangeQueryKey, pending);
}

export function useRequestEmailChange() {
  const showPending = useShowPending();
  return useMutation({ mutationFn: requestEmailChange, onSuccess: showPending });
}

export function useResendEmailChange() {
  const showPending = useShowPending();
  return useMutation({ mutationFn: resendEmailChange, onSuccess: showPending });
}

export function useCancelEmailChange() {
  const showPending = useShowPending();
  return useMutation({ mutationFn: cancelEmailChange, onSuccess: () => showPending(null) });
}

/** The verification link of the current address again (POST /auth/resend-verification, limited per account). */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiClient.post('/auth/resend-verification', {}, messageResponseSchema),
  });
}
