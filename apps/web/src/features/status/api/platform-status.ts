import { platformStatusResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

export function fetchPlatformStatus() {
  return apiClient.get('/api/status', platformStatusResponseSchema).then((body) => body.data);
}

export const platformStatusQuery = () =>
  queryOptions({
    queryKey: ['platform-status'] as const,
    queryFn: fetchPlatformStatus,
    refetchInterval: 60_000,
  });

export function usePlatformStatus() {
  return useQuery(platformStatusQuery());
}
