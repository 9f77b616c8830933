import { platformStatusResponseSchema } from '@hostportaal/contract';
import { type QueryFunctionContext, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

const platformStatusKey = ['platform-status'] as const;

// The first load is the user opening the page; the minute-by-minute refreshes after it are background polls.
export function fetchPlatformStatus({ client }: Pick<QueryFunctionContext, 'client'>) {
  const background = client.getQueryData(platformStatusKey) !== undefined;
  return apiClient.get('/api/status', platformStatusResponseSchema, { background }).then((body) => body.data);
}

export const platformStatusQuery = () =>
  queryOptions({
    queryKey: platformStatusKey,
    queryFn: fetchPlatformStatus,
    refetchInterval: 60_000,
  });

export function usePlatformStatus() {
  return useQuery(platformStatusQuery());
}
