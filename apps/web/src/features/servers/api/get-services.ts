import { customerServicesResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

export const customerServicesQueryKey = ['services'] as const;

export async function getCustomerServices(signal?: AbortSignal) {
  const body = await apiClient.get('/api/services', customerServicesResponseSchema, { signal });
  return body.data.services;
}

export function customerServicesQueryOptions() {
  return queryOptions({
    queryKey: customerServicesQueryKey,
    queryFn: ({ signal }) => getCustomerServices(signal),
  });
}

export function useCustomerServices() {
  return useQuery(customerServicesQueryOptions());
}
