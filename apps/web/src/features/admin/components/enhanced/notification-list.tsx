import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { focusRing } from '../../../../components/ui/focus-ring';
import { classNames } from '../../../../lib/class-names';
import type { DashboardNotifications } from './use-dashboard-notifications';

/** Each notification can be closed on its own, or all at once. */
export function NotificationList({ notifications, dismiss, dismissAll }: DashboardNotifications) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced.notifications' });
  if (notifications.length === 0) return null;
  return (
    <section
      aria-label={t('label')}
      className="space-y-2 rounded-xl border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-900 dark:border-indigo-900 dark:bg-indigo-950/50 dark:text-indigo-100"
    >
      <ul className="space-y-1">
        {notifications.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-3">
            <span className="min-w-0 break-words">{item.message}</span>
            <button
              type="button"
              onClick={() => dismiss(item.id)}
              aria-label={t('dismiss')}
              className={classNames(
                'shrink-0 rounded p-0.5 hover:bg-indigo-100 dark:hover:bg-indigo-900',
                focusRing,
              )}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {notifications.length > 1 ? (
        <Button size="sm" variant="ghost" onClick={dismissAll}>
          {t('dismissAll')}
        </Button>
      ) : null}
    </section>
  );
}
