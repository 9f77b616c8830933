import { withdrawalResultResponseSchema } from '@hostportaal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { subscriptionsQueryKey } from './get-subscriptions';

export function withdrawSubscription(id: string) {
  return apiClient
    .post(`/api/user-subscriptions/${encodeURIComponent(id)}/withdraw`, {}, withdrawalResultResponseSchema)
    .then((body) => body.data);
}

/** Herroepen: the list, the invoices (the credit note) and the dashboard change. */
export function useWithdrawSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawSubscription,
    onSuccess: () =>
      Promise.all(
        [subscriptionsQueryKey, ['invoices'], ['dashboard']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
