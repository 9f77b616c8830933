import { arrangementOptionsResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/**
 * GET /api/arrangements/options (issue 30): the customer's overdue claims, the choices the company's rules give
 * them, and the arrangement they have running or proposed. The Betalingsregeling page and the lines on the
 * dashboard and the invoices that lead to it share this one query.
 */
export async function getArrangementOptions(signal?: AbortSignal) {
  const body = await apiClient.get('/api/arrangements/options', arrangementOptionsResponseSchema, { signal });
  return body.data;
}

/** Everything about the customer's arrangements; the user id keeps one login's answers from the next's. */
export const arrangementsQueryKey = (userId: string) => ['arrangements', userId] as const;

export function arrangementOptionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...arrangementsQueryKey(userId), 'options'] as const,
    queryFn: ({ signal }) => getArrangementOptions(signal),
  });
}

export function useArrangementOptions(userId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...arrangementOptionsQueryOptions(userId), enabled: enabled && userId !== '' });
}
