/**
 * The number of unread notifications for the header bell. There is no notifications API yet
 * (SPEC §7 lists none), so nobody has unread notifications; the bell shows no number until one lands.
 */
export function useUnreadNotificationCount(): number {
  return 0;
}
