import {
  type CreditBalanceQuery,
  type CreditRefundBody,
  creditBalanceListResponseSchema,
  creditEntriesResponseSchema,
  creditRefundResponseSchema,
} from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';

// Account credit (issue 27): what we owe customers, each customer's ledger, and the refunds finance records.

export const accountCreditKey = [...adminQueryKey, 'account-credit'] as const;
export const CREDIT_PAGE_SIZE = 20;
export const CREDIT_ENTRIES_PAGE_SIZE = 10;

export type CreditBalanceList = z.infer<typeof creditBalanceListResponseSchema>['data'];
export type CreditEntryPage = z.infer<typeof creditEntriesResponseSchema>['data'];

export function fetchCreditBalances(query: CreditBalanceQuery) {
  const params = new URLSearchParams({
    page: String(query.page),
    limit: String(query.limit),
    show: query.show,
  });
  if (query.search) params.set('search', query.search);
  return apiClient
    .get(`/api/admin/account-credit?${params}`, creditBalanceListResponseSchema)
    .then((body) => body.data);
}

export const creditBalancesQuery = (query: CreditBalanceQuery) =>
  queryOptions({
    queryKey: [...accountCreditKey, 'balances', query] as const,
    queryFn: () => fetchCreditBalances(query),
    placeholderData: keepPreviousData,
  });

export function useCreditBalances(query: CreditBalanceQuery) {
  return useQuery(creditBalancesQuery(query));
}

export function fetchCreditEntries(userId: string, page: number) {
  const params = new URLSearchParams({ page: String(page), limit: String(CREDIT_ENTRIES_PAGE_SIZE) });
  return apiClient
    .get(`/api/admin/account-credit/${encodeURIComponent(userId)}?${params}`, creditEntriesResponseSchema)
    .then((body) => body.data);
}

export function useCreditEntries(userId: string | null, page: number) {
  return useQuery({
    queryKey: [...accountCreditKey, 'entries', userId, page] as const,
    queryFn: () => fetchCreditEntries(userId ?? '', page),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Finance paid credit back from the bank; `idempotencyKey` is the intent's, the same for every retry of one
 * refund, so the server records it once (issue 27).
 */
export function recordCreditRefund(userId: string, body: CreditRefundBody, idempotencyKey: string) {
  return apiClient
    .post(
      `/api/admin/account-credit/${encodeURIComponent(userId)}/refunds`,
      body,
      creditRefundResponseSchema,
      {
        idempotencyKey,
      },
    )
    .then((response) => response.data);
}

export function useRecordCreditRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      userId,
      body,
      idempotencyKey,
    }: {
      userId: string;
      body: CreditRefundBody;
      idempotencyKey: string;
    }) => recordCreditRefund(userId, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountCreditKey }),
  });
}
