import { accountActivityResponseSchema } from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

export const ACTIVITY_PAGE_SIZE = 10;

export function fetchAccountActivity(page: number) {
  return apiClient
    .get(`/api/account/activity?page=${page}&limit=${ACTIVITY_PAGE_SIZE}`, accountActivityResponseSchema)
    .then((body) => body.data);
}

export const accountActivityQuery = (page: number) =>
  queryOptions({
    queryKey: ['settings', 'activity', page] as const,
    queryFn: () => fetchAccountActivity(page),
    placeholderData: keepPreviousData,
  });

export function useAccountActivity(page: number) {
  return useQuery(accountActivityQuery(page));
}
