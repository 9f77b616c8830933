import { profileOverviewResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

export const profileOverviewQueryKey = ['settings', 'profile-overview'] as const;

export function fetchProfileOverview() {
  return apiClient.get('/auth/profile', profileOverviewResponseSchema).then((body) => body.data);
}

export const profileOverviewQuery = queryOptions({
  queryKey: profileOverviewQueryKey,
  queryFn: fetchProfileOverview,
});

export function useProfileOverview() {
  return useQuery(profileOverviewQuery);
}
