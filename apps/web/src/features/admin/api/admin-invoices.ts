import {
  type AdminInvoicesQuery,
  adminInvoiceDetailResponseSchema,
  adminInvoiceListResponseSchema,
} from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

export const adminInvoicesKey = ['admin', 'invoices'] as const;
export const ADMIN_INVOICES_PAGE_SIZE = 20;

/** The filters a screen sets; page size, sort defaults and empty values are settled in `invoiceListSearch`. */
export type AdminInvoiceFilters = Partial<Omit<AdminInvoicesQuery, 'page' | 'limit'>> & {
  page: number;
  limit?: number;
};

/** The query string of GET /api/admin/invoices: only the filters that are set, in a fixed order. */
export function invoiceListSearch(filters: AdminInvoiceFilters): URLSearchParams {
  const search = new URLSearchParams({
    page: String(filters.page),
    limit: String(filters.limit ?? ADMIN_INVOICES_PAGE_SIZE),
  });
  const optional = [
    ['search', filters.search?.trim()],
    ['status', filters.status],
    ['kind', filters.kind],
    ['userId', filters.userId],
    ['from', filters.from],
    ['to', filters.to],
    ['minAmount', filters.minAmount],
    ['maxAmount', filters.maxAmount],
  ] as const;
  for (const [key, value] of optional) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  search.set('sortBy', filters.sortBy ?? 'issueDate');
  search.set('sortOrder', filters.sortOrder ?? 'desc');
  return search;
}

export function fetchAdminInvoices(filters: AdminInvoiceFilters) {
  return apiClient
    .get(`/api/admin/invoices?${invoiceListSearch(filters)}`, adminInvoiceListResponseSchema)
    .then((body) => body.data);
}

export const adminInvoicesQuery = (filters: AdminInvoiceFilters) =>
  queryOptions({
    queryKey: [...adminInvoicesKey, 'list', filters] as const,
    queryFn: () => fetchAdminInvoices(filters),
    placeholderData: keepPreviousData,
  });

export function useAdminInvoices(filters: AdminInvoiceFilters) {
  return useQuery(adminInvoicesQuery(filters));
}

export function fetchAdminInvoice(id: string) {
  return apiClient
    .get(`/api/admin/invoices/${encodeURIComponent(id)}`, adminInvoiceDetailResponseSchema)
    .then((body) => body.data.invoice);
}

export const adminInvoiceQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminInvoicesKey, 'detail', id] as const,
    queryFn: () => fetchAdminInvoice(id),
  });

export function useAdminInvoice(id: string | null) {
  return useQuery({ ...adminInvoiceQuery(id ?? ''), enabled: id !== null });
}
