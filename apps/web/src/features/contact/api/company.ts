import { companyResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

export function fetchCompany() {
  return apiClient.get('/api/company', companyResponseSchema).then((body) => body.data);
}

export const companyQuery = () =>
  queryOptions({ queryKey: ['company'] as const, queryFn: fetchCompany, staleTime: 5 * 60_000 });

export function useCompany() {
  return useQuery(companyQuery());
}
