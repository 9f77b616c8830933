import { onlinePaymentStatusResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

/** How often the page asks again while the bank has not confirmed yet. */
export const PENDING_REFETCH_MS = 3_000;

/** GET /api/online-payments/status/:token: the payment's state for the page the checkout returns to (no login). */
export async function getOnlinePaymentStatus(token: string, signal?: AbortSignal) {
  const body = await apiClient.get(
    `/api/online-payments/status/${encodeURIComponent(token)}`,
    onlinePaymentStatusResponseSchema,
    { signal },
  );
  return body.data;
}

export function onlinePaymentStatusQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['online-payments', 'status', token] as const,
    queryFn: ({ signal }) => getOnlinePaymentStatus(token, signal),
    // Pending asks again until the state is final; a final state never changes again.
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? PENDING_REFETCH_MS : false),
    staleTime: 0,
  });
}

export function useOnlinePaymentStatus(token: string) {
  return useQuery(onlinePaymentStatusQueryOptions(token));
}
