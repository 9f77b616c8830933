import {
  type InvoiceOnlineRefunds,
  invoiceOnlineRefundsResponseSchema,
  onlineRefundResponseSchema,
} from '@hostportaal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { adminInvoicesKey } from './admin-invoices';
import { onlinePaymentsKey } from './online-payments';

// Refunds through Mollie from the admin invoice dialog (issue 29): the invoice's refunds with their states,
// and asking a new one with one Idempotency-Key per intent.

export const invoiceOnlineRefundsKey = (id: string) =>
  [...adminInvoicesKey, 'detail', id, 'online-refunds'] as const;

export function fetchInvoiceOnlineRefunds(id: string, signal?: AbortSignal) {
  return apiClient
    .get(`/api/admin/invoices/${encodeURIComponent(id)}/online-refunds`, invoiceOnlineRefundsResponseSchema, {
      signal,
    })
    .then((body) => body.data);
}

// Mollie's refund moves on by itself (pending → refunded, often a day later); while one is under way the dialog
// looks again, so staff see the state Mollie reports without reloading.
const FOLLOW_MS = 5_000;
const UNDER_WAY = new Set(['creating', 'queued', 'pending', 'processing']);
export const hasRefundUnderWay = (data: InvoiceOnlineRefunds | undefined) =>
  data?.refunds.some((refund) => UNDER_WAY.has(refund.status)) ?? false;

export function useInvoiceOnlineRefunds(id: string, enabled: boolean) {
  return useQuery({
    queryKey: invoiceOnlineRefundsKey(id),
    queryFn: ({ signal }) => fetchInvoiceOnlineRefunds(id, signal),
    enabled,
    refetchInterval: (query) => (hasRefundUnderWay(query.state.data) ? FOLLOW_MS : false),
  });
}

export type OnlineRefundRequest = { amountCents: number; description?: string; idempotencyKey: string };

export function requestOnlineRefund(id: string, { idempotencyKey, ...body }: OnlineRefundRequest) {
  return apiClient
    .post(`/api/admin/invoices/${encodeURIComponent(id)}/online-refunds`, body, onlineRefundResponseSchema, {
      idempotencyKey,
    })
    .then((response) => response.data);
}

export function useRequestOnlineRefund(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OnlineRefundRequest) => requestOnlineRefund(id, request),
    // A refund Mollie made at once changes the invoice (paid, open) and the list's figures too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminInvoicesKey }),
        queryClient.invalidateQueries({ queryKey: onlinePaymentsKey }),
      ]),
  });
}
