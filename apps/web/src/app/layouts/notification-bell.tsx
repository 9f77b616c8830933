import type { PortalNotification } from '@hostportaal/contract';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { focusRing } from '../../components/ui/focus-ring';
import { Spinner } from '../../components/ui/spinner';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../../features/notifications/api/notifications';
import { useUnreadNotificationCount } from '../../features/notifications/hooks/use-unread-notification-count';
import { classNames } from '../../lib/class-names';
import { formatDateTime } from '../../lib/dates/format-date';

export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotificationCount();
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  const openNotification = (notification: PortalNotification) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
    setOpen(false);
    if (notification.link) void navigate(notification.link);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={t('notifications.buttonLabel', { count: unread })}
        >
          <Bell aria-hidden="true" className="size-5" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-1 right-1 flex min-w-4 items-center justify-center rounded-full bg-red-700 px-1 text-[10px] leading-4 font-semibold text-white"
            >
              {unread > 9 ? '9+' : unread}
            </span>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={t('notifications.title')}
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-xl border border-slate-200 bg-white shadow-lg dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <p className="text-sm font-semibold text-slate-900 dark:text-white">{t('notifications.title')}</p>
            {unread > 0 ? (
              <Button
                variant="ghost"
                size="sm"
                isLoading={markAll.isPending}
                onClick={() => markAll.mutate()}
              >
                {t('notifications.markAllRead')}
              </Button>
            ) : null}
          </div>
          <div className="max-h-96 overflow-y-auto p-2">
            {notifications.isPending ? (
              <Spinner label={t('app.loading')} className="m-2" />
            ) : notifications.isError ? (
              <p role="alert" className="px-2 py-2 text-sm text-red-700 dark:text-red-300">
                {t('notifications.loadError')}
              </p>
            ) : notifications.data.notifications.length === 0 ? (
              <p className="px-2 py-2 text-sm text-slate-600 dark:text-slate-400">
                {t('notifications.empty')}
              </p>
            ) : (
              <ul className="space-y-1">
                {notifications.data.notifications.map((notification) => {
                  const isUnread = notification.readAt === null;
                  return (
                    <li key={notification.id}>
                      <button
                        type="button"
                        onClick={() => openNotification(notification)}
                        className={classNames(
                          'w-full rounded-lg px-3 py-2 text-left hover:bg-slate-100 dark:hover:bg-slate-800',
                          isUnread ? 'bg-indigo-50 dark:bg-indigo-950/40' : '',
                          focusRing,
                        )}
                      >
                        <span className="flex items-start justify-between gap-2">
                          <span className="text-sm font-medium text-slate-900 dark:text-white">
                            {isUnread ? (
                              <>
                                <span
                                  aria-hidden="true"
                                  className="mr-1.5 inline-block size-2 rounded-full bg-indigo-600"
                                />
                                <span className="sr-only">{t('notifications.unread')}: </span>
                              </>
                            ) : null}
                            {notification.title}
                          </span>
                        </span>
                        <span className="mt-0.5 block text-xs text-slate-700 dark:text-slate-300">
                          {notification.body}
                        </span>
                        <time
                          dateTime={notification.createdAt}
                          className="mt-1 block text-xs text-slate-600 dark:text-slate-400"
                        >
                          {formatDateTime(notification.createdAt)}
                        </time>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
