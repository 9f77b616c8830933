import { notificationListResponseSchema, notificationReadResponseSchema } from '@hostportaal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

export const NOTIFICATION_LIMIT = 10;
// The bell polls the server once a minute for new notifications.
export const NOTIFICATION_POLL_MS = 60_000;
export const notificationsQueryKey = ['notifications'] as const;

export function fetchNotifications() {
  return apiClient
    .get(`/api/notifications?limit=${NOTIFICATION_LIMIT}`, notificationListResponseSchema, {
      background: true,
    })
    .then((body) => body.data);
}

export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: fetchNotifications,
    refetchInterval: NOTIFICATION_POLL_MS,
  });

export function useNotifications() {
  return useQuery(notificationsQuery());
}

export function markNotificationRead(id: string) {
  return apiClient.post(
    `/api/notifications/${encodeURIComponent(id)}/read`,
    {},
    notificationReadResponseSchema,
  );
}

export function markAllNotificationsRead() {
  return apiClient.post('/api/notifications/read-all', {}, notificationReadResponseSchema);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
