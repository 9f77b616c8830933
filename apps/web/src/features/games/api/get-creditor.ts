import { companyResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

/** Our company details: the creditor a new mandate's text names. */
export async function fetchCreditor(signal?: AbortSignal) {
  const body = await apiClient.get('/api/company', companyResponseSchema, { signal });
  return body.data;
}

export const creditorQuery = () =>
  queryOptions({
    queryKey: ['company'] as const,
    queryFn: ({ signal }) => fetchCreditor(signal),
    staleTime: 5 * 60_000,
  });

export function useCreditor() {
  return useQuery(creditorQuery());
}
