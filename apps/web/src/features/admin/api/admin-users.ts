import { adminUserListResponseSchema, adminUserMandatesResponseSchema } from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';

export const adminUsersKey = [...adminQueryKey, 'users'] as const;
export const CUSTOMER_OPTIONS_LIMIT = 10;

/** Active customers (not staff) matching the search, for choosing whom a subscription is for. */
export function fetchCustomerOptions(search: string) {
  const params = new URLSearchParams({
    search,
    role: 'user',
    status: 'active',
    limit: String(CUSTOMER_OPTIONS_LIMIT),
  });
  return apiClient.get(`/api/admin/users?${params}`, adminUserListResponseSchema).then((body) => body.data);
}

export const customerOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: [...adminUsersKey, 'customer-options', search] as const,
    queryFn: () => fetchCustomerOptions(search),
    // The previous matches stay visible while the next search is on its way.
    placeholderData: keepPreviousData,
  });

export function useCustomerOptions(search: string, enabled: boolean) {
  return useQuery({ ...customerOptionsQuery(search), enabled });
}

export function fetchUserMandates(userId: string) {
  return apiClient
    .get(`/api/admin/users/${encodeURIComponent(userId)}/mandates`, adminUserMandatesResponseSchema)
    .then((body) => body.data.mandates);
}

export const userMandatesQuery = (userId: string) =>
  queryOptions({
    queryKey: [...adminUsersKey, userId, 'mandates'] as const,
    queryFn: () => fetchUserMandates(userId),
  });

export function useUserMandates(userId: string | null) {
  return useQuery({ ...userMandatesQuery(userId ?? ''), enabled: userId !== null });
}
