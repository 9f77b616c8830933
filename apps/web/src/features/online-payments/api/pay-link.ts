import { payLinkViewResponseSchema, startedOnlinePaymentResponseSchema } from '@hostportaal/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

/** GET /api/pay?token=…: what a signed pay link's claims ask now (no login; the link is the key). */
export async function getPayLink(token: string, signal?: AbortSignal) {
  const body = await apiClient.get(`/api/pay?token=${encodeURIComponent(token)}`, payLinkViewResponseSchema, {
    signal,
  });
  return body.data;
}

export function payLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['online-payments', 'pay-link', token] as const,
    queryFn: ({ signal }) => getPayLink(token, signal),
    // A refused link (404: not ours, expired) stays refused.
    retry: false,
    staleTime: 0,
  });
}

export function usePayLink(token: string) {
  return useQuery(payLinkQueryOptions(token));
}

/** POST /api/pay: the checkout for what the link's claims ask now. */
export function useStartPayLinkPayment() {
  return useMutation({
    mutationFn: async (token: string) =>
      (await apiClient.post('/api/pay', { token }, startedOnlinePaymentResponseSchema)).data,
  });
}
