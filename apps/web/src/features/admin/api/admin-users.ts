import {
  type AdminUserBulkActionBody,
  type AdminUserContactBody,
  type AdminUsersQuery,
  type AdminUserUpdateBody,
  adminUserActivityResponseSchema,
  adminUserBulkActionResponseSchema,
  adminUserContactResponseSchema,
  adminUserDeleteResponseSchema,
  adminUserDetailResponseSchema,
  adminUserListResponseSchema,
  adminUserMandatesResponseSchema,
  adminUserResponseSchema,
  type Role,
  runProblemsResponseSchema,
} from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

// The users section (issue 7): list, detail, activity and every change an admin can make.

export type AdminUserFilters = Partial<Omit<AdminUsersQuery, 'page'>> & { page: number };

export function fetchAdminUsers(filters: AdminUserFilters) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiClient.get(`/api/admin/users?${params}`, adminUserListResponseSchema).then((body) => body.data);
}

export function useAdminUsers(filters: AdminUserFilters) {
  return useQuery({
    queryKey: [...adminUsersKey, 'list', filters] as const,
    queryFn: () => fetchAdminUsers(filters),
    placeholderData: keepPreviousData,
  });
}

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export function useAdminUserDetail(userId: string) {
  return useQuery({
    queryKey: [...adminUsersKey, userId, 'detail'] as const,
    queryFn: () => apiClient.get(userPath(userId), adminUserDetailResponseSchema).then((body) => body.data),
  });
}

/** What the runs left out for this customer and why (issue 26); refreshed with the rest of the admin data. */
export function useUserRunProblems(userId: string) {
  return useQuery({
    queryKey: [...adminUsersKey, userId, 'run-problems'] as const,
    queryFn: () =>
      apiClient.get(`${userPath(userId)}/run-problems`, runProblemsResponseSchema).then((body) => body.data),
  });
}

export const USER_ACTIVITY_PAGE_SIZE = 10;

export function useUserActivity(userId: string, page: number) {
  return useQuery({
    queryKey: [...adminUsersKey, userId, 'activity', page] as const,
    queryFn: () =>
      apiClient
        .get(
          `${userPath(userId)}/activity?page=${page}&limit=${USER_ACTIVITY_PAGE_SIZE}`,
          adminUserActivityResponseSchema,
        )
        .then((body) => body.data),
    placeholderData: keepPreviousData,
  });
}

/** After any change: the lists, the detail, and the dashboard's counts and badges. */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminQueryKey });
}

export function useToggleUserStatus() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiClient.patch(`${userPath(id)}/toggle-status`, { isActive }, adminUserResponseSchema),
    onSuccess: invalidate,
  });
}

export function useChangeUserRole() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      apiClient.patch(`${userPath(id)}/change-role`, { role }, adminUserResponseSchema),
    onSuccess: invalidate,
  });
}

export function useBulkUserAction() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: AdminUserBulkActionBody) =>
      apiClient
        .post('/api/admin/users/bulk-action', body, adminUserBulkActionResponseSchema)
        .then((response) => response.data),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminUserUpdateBody }) =>
      apiClient.put(userPath(id), body, adminUserResponseSchema).then((response) => response.data.user),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(userPath(id), adminUserDeleteResponseSchema).then((response) => response.data),
    onSuccess: invalidate,
  });
}

export function useContactUser() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminUserContactBody }) =>
      apiClient.post(`${userPath(id)}/contact`, body, adminUserContactResponseSchema),
  });
}
