import { catalogPackageListResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

export function fetchPackages() {
  return apiClient.get('/api/packages', catalogPackageListResponseSchema).then((body) => body.data);
}

export const packagesQuery = queryOptions({
  queryKey: ['catalog', 'packages'] as const,
  queryFn: fetchPackages,
});

export function usePackages() {
  return useQuery(packagesQuery);
}
