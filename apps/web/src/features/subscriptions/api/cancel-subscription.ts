import { type CancelSubscriptionBody, customerSubscriptionResponseSchema } from '@hostportaal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { subscriptionsQueryKey } from './get-subscriptions';

export function cancelSubscription({ id, ...body }: CancelSubscriptionBody & { id: string }) {
  return apiClient.post(
    `/api/user-subscriptions/${encodeURIComponent(id)}/cancel`,
    body,
    customerSubscriptionResponseSchema,
  );
}

/** After a cancel the list and the stats reload (SPEC §4). */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
  });
}
