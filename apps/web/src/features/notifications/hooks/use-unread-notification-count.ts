import { useNotifications } from '../api/notifications';

/** The number of unread notifications for the header bell, polled every 60 s; 0 until the first answer. */
export function useUnreadNotificationCount(): number {
  const { data } = useNotifications();
  return data?.unreadCount ?? 0;
}
