import { demoInfoResponseSchema } from '@hostportaal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

/** Whether this install runs the demo (issue 26): the login page labels it, with the demo logins. */
export function fetchDemoInfo() {
  return apiClient.get('/api/demo', demoInfoResponseSchema).then((body) => body.data);
}

export function useDemoInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['demo-info'],
    queryFn: fetchDemoInfo,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
