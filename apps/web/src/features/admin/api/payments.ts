import {
  type MarkPaidBody,
  markPaidResponseSchema,
  paymentLookupResponseSchema,
  pendingManualPaymentsResponseSchema,
} from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api/api-client';
import { adminInvoicesKey } from './admin-invoices';

export const pendingManualPaymentsKey = ['admin', 'payments', 'pending-manual'] as const;
export const PENDING_MANUAL_PAGE_SIZE = 20;

export function searchPaymentReference(reference: string) {
  return apiClient
    .get(`/api/admin/payments/search/${encodeURIComponent(reference)}`, paymentLookupResponseSchema)
    .then((body) => body.data);
}

export function useSearchPaymentReference() {
  return useMutation({ mutationFn: searchPaymentReference });
}

export type MarkPaidResult = z.infer<typeof markPaidResponseSchema>['data'];

/**
 * `id` is the claim's id from the lookup (data.billingLetter.id); `idempotencyKey` is the intent's, the same for
 * every retry of one payment, so the server books it once (issue 27).
 */
export function markPaid(id: string, body: MarkPaidBody, idempotencyKey: string) {
  return apiClient
    .post(`/api/admin/payments/${encodeURIComponent(id)}/mark-paid`, body, markPaidResponseSchema, {
      idempotencyKey,
    })
    .then((response) => response.data);
}

export function useMarkPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, idempotencyKey }: { id: string; body: MarkPaidBody; idempotencyKey: string }) =>
      markPaid(id, body, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pendingManualPaymentsKey }),
        queryClient.invalidateQueries({ queryKey: adminInvoicesKey }),
      ]),
  });
}

export function fetchPendingManualPayments(page: number) {
  const query = new URLSearchParams({ page: String(page), limit: String(PENDING_MANUAL_PAGE_SIZE) });
  return apiClient
    .get(`/api/admin/payments/pending-manual?${query}`, pendingManualPaymentsResponseSchema)
    .then((body) => body.data);
}

export const pendingManualPaymentsQuery = (page: number) =>
  queryOptions({
    queryKey: [...pendingManualPaymentsKey, page] as const,
    queryFn: () => fetchPendingManualPayments(page),
    placeholderData: keepPreviousData,
  });

export function usePendingManualPayments(page: number) {
  return useQuery(pendingManualPaymentsQuery(page));
}
