import { customerArrangementsResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { arrangementsQueryKey } from '../../../lib/api/arrangement-options';

/** GET /api/arrangements: every arrangement of the signed-in customer, newest first. */
export async function getCustomerArrangements(signal?: AbortSignal) {
  const body = await apiClient.get('/api/arrangements', customerArrangementsResponseSchema, { signal });
  return body.data;
}

export function customerArrangementsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...arrangementsQueryKey(userId), 'list'] as const,
    queryFn: ({ signal }) => getCustomerArrangements(signal),
  });
}

export function useCustomerArrangements(userId: string) {
  return useQuery({ ...customerArrangementsQueryOptions(userId), enabled: userId !== '' });
}
