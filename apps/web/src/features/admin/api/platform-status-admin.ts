import {
  adminMaintenanceNoticesResponseSchema,
  type ComponentStatus,
  type MaintenanceNoticeBody,
  maintenanceNoticeResponseSchema,
  messageResponseSchema,
  platformStatusResponseSchema,
  statusComponentResponseSchema,
} from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

/** The customer status page uses this key too: invalidating it makes /dashboard/status show changes at once. */
export const platformStatusKey = ['platform-status'] as const;
export const adminNoticesKey = ['admin', 'maintenance-notices'] as const;
export const ADMIN_NOTICES_PAGE_SIZE = 10;

export function fetchPlatformStatus() {
  return apiClient.get('/api/status', platformStatusResponseSchema).then((body) => body.data);
}

export const platformStatusQuery = () =>
  queryOptions({ queryKey: platformStatusKey, queryFn: fetchPlatformStatus });

export function usePlatformStatusForAdmin() {
  return useQuery(platformStatusQuery());
}

export function fetchAdminNotices(page: number) {
  const query = new URLSearchParams({ page: String(page), limit: String(ADMIN_NOTICES_PAGE_SIZE) });
  return apiClient
    .get(`/api/admin/maintenance-notices?${query}`, adminMaintenanceNoticesResponseSchema)
    .then((body) => body.data);
}

export const adminNoticesQuery = (page: number) =>
  queryOptions({
    queryKey: [...adminNoticesKey, page] as const,
    queryFn: () => fetchAdminNotices(page),
    placeholderData: keepPreviousData,
  });

export function useAdminNotices(page: number) {
  return useQuery(adminNoticesQuery(page));
}

function useInvalidateStatus() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: platformStatusKey }),
      queryClient.invalidateQueries({ queryKey: adminNoticesKey }),
    ]);
}

export function updateComponentStatus(id: string, status: ComponentStatus) {
  return apiClient.patch(
    `/api/admin/status-components/${encodeURIComponent(id)}`,
    { status },
    statusComponentResponseSchema,
  );
}

export function useUpdateComponentStatus() {
  const invalidate = useInvalidateStatus();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ComponentStatus }) =>
      updateComponentStatus(id, status),
    onSettled: invalidate,
  });
}

export function saveNotice(id: string | null, body: MaintenanceNoticeBody) {
  return id
    ? apiClient.put(
        `/api/admin/maintenance-notices/${encodeURIComponent(id)}`,
        body,
        maintenanceNoticeResponseSchema,
      )
    : apiClient.post('/api/admin/maintenance-notices', body, maintenanceNoticeResponseSchema);
}

export function useSaveNotice() {
  const invalidate = useInvalidateStatus();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: MaintenanceNoticeBody }) => saveNotice(id, body),
    onSuccess: invalidate,
  });
}

export function deleteNotice(id: string) {
  return apiClient.delete(`/api/admin/maintenance-notices/${encodeURIComponent(id)}`, messageResponseSchema);
}

export function useDeleteNotice() {
  const invalidate = useInvalidateStatus();
  return useMutation({ mutationFn: deleteNotice, onSuccess: invalidate });
}
