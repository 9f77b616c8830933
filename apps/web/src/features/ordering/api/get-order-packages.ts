import { catalogPackageListResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

// The public catalogue; the same key as the home page, so a visitor who came from there loads it once.
export async function fetchOrderPackages(signal?: AbortSignal) {
  const body = await apiClient.get('/api/packages', catalogPackageListResponseSchema, { signal });
  return body.data;
}

export const orderPackagesQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'packages'] as const,
    queryFn: ({ signal }) => fetchOrderPackages(signal),
  });

export function useOrderPackages() {
  return useQuery(orderPackagesQuery());
}
