import {
  type CreditPayoutBatch,
  creditPayoutBatchResponseSchema,
  creditPayoutsResponseSchema,
  customerPayoutsResponseSchema,
  type StartPaybackBody,
  startPaybackResponseSchema,
} from '@hostportaal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api/api-client';
import { downloadFile } from '../../../lib/api/download-file';
import { accountCreditKey } from './account-credit';

// Paying account credit back (issue 29): start a payback, and the payout batches (pain.001) finance writes,
// downloads, marks sent or cancels. Under the account-credit key: every change here changes the credit list.

export const creditPayoutsKey = [...accountCreditKey, 'payouts'] as const;
export type StartedPayback = z.infer<typeof startPaybackResponseSchema>['data'];

const batchPath = (id: string, action: 'file' | 'sent' | 'cancel') =>
  `/api/admin/credit-payout-batches/${encodeURIComponent(id)}/${action}`;

export function fetchCreditPayouts() {
  return apiClient.get('/api/admin/credit-payouts', creditPayoutsResponseSchema).then((body) => body.data);
}

export function useCreditPayouts() {
  return useQuery({ queryKey: [...creditPayoutsKey, 'list'] as const, queryFn: fetchCreditPayouts });
}

export function fetchCustomerPayouts(userId: string) {
  return apiClient
    .get(`/api/admin/account-credit/${encodeURIComponent(userId)}/payouts`, customerPayoutsResponseSchema)
    .then((body) => body.data);
}

export function useCustomerPayouts(userId: string) {
  return useQuery({
    queryKey: [...creditPayoutsKey, 'customer', userId] as const,
    queryFn: () => fetchCustomerPayouts(userId),
  });
}

/** `idempotencyKey` is the intent's: a retry or double click of one payback reserves the credit once. */
export function startPayback(userId: string, body: StartPaybackBody, idempotencyKey: string) {
  return apiClient
    .post(
      `/api/admin/account-credit/${encodeURIComponent(userId)}/paybacks`,
      body,
      startPaybackResponseSchema,
      {
        idempotencyKey,
      },
    )
    .then((response) => response.data);
}

export function useStartPayback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; body: StartPaybackBody; idempotencyKey: string }) =>
      startPayback(input.userId, input.body, input.idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountCreditKey }),
  });
}

export type PayoutBatchAction = 'file' | 'sent' | 'cancel';

export function actOnPayoutBatch(id: string, action: PayoutBatchAction): Promise<CreditPayoutBatch> {
  return apiClient.post(batchPath(id, action), {}, creditPayoutBatchResponseSchema).then((body) => body.data);
}

export function usePayoutBatchAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; action: PayoutBatchAction }) =>
      actOnPayoutBatch(input.id, input.action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountCreditKey }),
  });
}

/** The pain.001 file, saved under the server's name. */
export function downloadPayoutFile(batch: Pick<CreditPayoutBatch, 'id' | 'messageId'>) {
  return downloadFile(batchPath(batch.id, 'file'), {
    accept: 'application/xml',
    fallbackName: `${batch.messageId ?? 'uitbetalingen'}.xml`,
  });
}
