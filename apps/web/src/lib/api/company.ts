import { companyResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/**
 * Our company's public details: the contact page shows them, and a new SEPA mandate's text names the
 * company as its creditor. One query, so every screen shares the one answer.
 */
export function fetchCompany(signal?: AbortSignal) {
  return apiClient.get('/api/company', companyResponseSchema, { signal }).then((body) => body.data);
}

export const companyQuery = () =>
  queryOptions({
    queryKey: ['company'] as const,
    queryFn: ({ signal }) => fetchCompany(signal),
    staleTime: 5 * 60_000,
  });

export function useCompany() {
  return useQuery(companyQuery());
}
