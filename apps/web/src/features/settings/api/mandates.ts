import { customerMandatesResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

export const mandatesQueryKey = ['settings', 'mandates'] as const;

/** The customer's own SEPA mandates (masked IBAN) and the creditor the mandate text names. */
export async function fetchMandates(signal?: AbortSignal) {
  const body = await apiClient.get('/api/mandates', customerMandatesResponseSchema, { signal });
  return body.data;
}

export const mandatesQuery = queryOptions({
  queryKey: mandatesQueryKey,
  queryFn: ({ signal }) => fetchMandates(signal),
});

export function useMandates() {
  return useQuery(mandatesQuery);
}
