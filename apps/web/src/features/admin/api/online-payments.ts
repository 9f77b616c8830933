import { adminOnlinePaymentsResponseSchema, type onlinePaymentRowStatusSchema } from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';

// Finance's list of online payments through Mollie (issue 29), paged and filtered on the server.

export type OnlinePaymentRowStatus = z.infer<typeof onlinePaymentRowStatusSchema>;
export type OnlinePaymentFilters = { page: number; status?: OnlinePaymentRowStatus | undefined };

export const onlinePaymentsKey = [...adminQueryKey, 'online-payments', 'list'] as const;
export const ONLINE_PAYMENTS_PAGE_SIZE = 20;

export function fetchOnlinePayments({ page, status }: OnlinePaymentFilters, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), limit: String(ONLINE_PAYMENTS_PAGE_SIZE) });
  if (status) query.set('status', status);
  return apiClient
    .get(`/api/admin/online-payments?${query}`, adminOnlinePaymentsResponseSchema, { signal })
    .then((body) => body.data);
}

export const onlinePaymentsQuery = (filters: OnlinePaymentFilters) =>
  queryOptions({
    queryKey: [...onlinePaymentsKey, filters] as const,
    queryFn: ({ signal }) => fetchOnlinePayments(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useOnlinePayments(filters: OnlinePaymentFilters) {
  return useQuery(onlinePaymentsQuery(filters));
}
