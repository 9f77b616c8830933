import { currentLegalDocumentsResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/**
 * The current algemene voorwaarden and privacy statement: the public pages show them, and the checkouts
 * (hosting and game servers) send back the versions they showed with the order.
 */
export const currentLegalDocumentsQuery = () =>
  queryOptions({
    queryKey: ['legal-documents', 'current'] as const,
    queryFn: ({ signal }) =>
      apiClient
        .get('/api/legal/current', currentLegalDocumentsResponseSchema, { signal })
        .then((body) => body.data),
    staleTime: 60_000,
  });

export function useCurrentLegalDocuments() {
  return useQuery(currentLegalDocumentsQuery());
}
