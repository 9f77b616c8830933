import { type CustomerInvoicesQuery, customerInvoicesResponseSchema } from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

export type InvoiceListFilters = Pick<CustomerInvoicesQuery, 'page' | 'status' | 'year'>;

export const INVOICES_PAGE_SIZE = 20;

export async function getInvoices(userId: string, filters: InvoiceListFilters, signal?: AbortSignal) {
  const body = await apiClient.get(
    `/pay/invoices/${encodeURIComponent(userId)}`,
    customerInvoicesResponseSchema,
    {
      signal,
      query: { page: filters.page, limit: INVOICES_PAGE_SIZE, status: filters.status, year: filters.year },
    },
  );
  return body.data;
}

export function invoicesQueryOptions(userId: string, filters: InvoiceListFilters) {
  return queryOptions({
    queryKey: ['invoices', userId, filters] as const,
    queryFn: ({ signal }) => getInvoices(userId, filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInvoices(userId: string, filters: InvoiceListFilters) {
  return useQuery(invoicesQueryOptions(userId, filters));
}
