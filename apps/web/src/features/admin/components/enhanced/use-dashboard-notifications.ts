import { useCallback, useRef, useState } from 'react';

export interface DashboardNotification {
  id: number;
  message: string;
}

/** The dismissible notification list of SPEC §2: what a bulk action skipped, one line per subscription. */
export function useDashboardNotifications() {
  const [notifications, setNotifications] = useState<DashboardNotification[]>([]);
  const nextId = useRef(1);
  const add = useCallback((messages: string[]) => {
    if (messages.length === 0) return;
    setNotifications((current) => [
      ...messages.map((message) => ({ id: nextId.current++, message })),
      ...current,
    ]);
  }, []);
  return {
    notifications,
    add,
    dismiss: (id: number) => setNotifications((current) => current.filter((item) => item.id !== id)),
    dismissAll: () => setNotifications([]),
  };
}

export type DashboardNotifications = ReturnType<typeof useDashboardNotifications>;
