import { type CustomerMandates, customerMandatesResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

// The settings page reads the same list under this key; one cache entry, refreshed by either.
export const mandatesKey = ['settings', 'mandates'] as const;

export async function fetchMandates(signal?: AbortSignal) {
  const body = await apiClient.get('/api/mandates', customerMandatesResponseSchema, { signal });
  return body.data;
}

/** The mandate an order without a new one is collected with: as the server picks it, the latest valid one. */
function latestValidMandate({ mandates }: CustomerMandates) {
  const valid = mandates.filter((mandate) => mandate.status === 'valid');
  return valid.sort((a, b) => b.signedAt.localeCompare(a.signedAt))[0] ?? null;
}

export const validMandateQuery = () =>
  queryOptions({
    queryKey: mandatesKey,
    queryFn: ({ signal }) => fetchMandates(signal),
    select: latestValidMandate,
  });

export function useValidMandate() {
  return useQuery(validMandateQuery());
}
