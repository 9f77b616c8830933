import {
  type AdminCancelSubscriptionBody,
  adminSubscriptionResponseSchema,
  bulkReactivateResponseSchema,
  type ChangeSubscriptionBody,
  type CreateSubscriptionBody,
} from '@hostportaal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';

// One file for the admin subscription changes: each is one request on the subscription that answers with
// the changed subscription (and, for an immediate cancellation, the credit note).

const base = '/api/admin/subscriptions';
const path = (id: string, action: string) => `${base}/${encodeURIComponent(id)}/${action}`;

export type ReasonAction = 'pause' | 'resume' | 'reactivate';

export function createSubscription(body: CreateSubscriptionBody) {
  return apiClient.post(base, body, adminSubscriptionResponseSchema).then((answer) => answer.data);
}

export function changeSubscription(id: string, body: ChangeSubscriptionBody) {
  return apiClient.put(path(id, 'plan'), body, adminSubscriptionResponseSchema).then((answer) => answer.data);
}

export function withdrawPendingChange(id: string) {
  return apiClient.delete(path(id, 'plan'), adminSubscriptionResponseSchema).then((answer) => answer.data);
}

export function runReasonAction(id: string, action: ReasonAction, reason: string) {
  return apiClient
    .post(path(id, action), { reason }, adminSubscriptionResponseSchema)
    .then((answer) => answer.data);
}

export function cancelSubscription(id: string, body: AdminCancelSubscriptionBody) {
  return apiClient
    .post(path(id, 'cancel'), body, adminSubscriptionResponseSchema)
    .then((answer) => answer.data);
}

export function bulkReactivate(subscriptionIds: string[], reason: string) {
  return apiClient
    .post(`${base}/bulk-reactivate`, { subscriptionIds, reason }, bulkReactivateResponseSchema)
    .then((answer) => answer.data);
}

/** A change to a subscription moves lists, package counts and invoices (credit notes): reload the dashboard. */
function useAdminMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}

export const useCreateSubscription = () => useAdminMutation(createSubscription);
export const useChangeSubscription = () =>
  useAdminMutation(({ id, body }: { id: string; body: ChangeSubscriptionBody }) =>
    changeSubscription(id, body),
  );
export const useWithdrawPendingChange = () => useAdminMutation(withdrawPendingChange);
export const useReasonAction = () =>
  useAdminMutation(({ id, action, reason }: { id: string; action: ReasonAction; reason: string }) =>
    runReasonAction(id, action, reason),
  );
export const useCancelSubscription = () =>
  useAdminMutation(({ id, body }: { id: string; body: AdminCancelSubscriptionBody }) =>
    cancelSubscription(id, body),
  );
export const useBulkReactivate = () =>
  useAdminMutation(({ ids, reason }: { ids: string[]; reason: string }) => bulkReactivate(ids, reason));
