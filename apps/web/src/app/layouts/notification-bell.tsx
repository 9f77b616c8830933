import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useUnreadNotificationCount } from '../../features/notifications/hooks/use-unread-notification-count';

export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadNotificationCount();
  return (
    <Popover.Root>
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
      <Popover.Content
        align="end"
        sideOffset={8}
        className="z-50 w-72 rounded-xl border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-800 dark:bg-slate-900"
      >
        <p className="text-sm font-semibold text-slate-900 dark:text-white">{t('notifications.title')}</p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('notifications.empty')}</p>
      </Popover.Content>
    </Popover.Root>
  );
}
