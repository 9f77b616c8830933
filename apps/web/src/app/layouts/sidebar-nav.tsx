import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDemoInfo } from '../../features/auth/api/demo-info';
import { classNames } from '../../lib/class-names';
import { usePermission } from '../../lib/session/use-permission';
import { adminNavigation, customerNavigation } from './navigation-items';
import { SidebarLink } from './sidebar-link';

interface SidebarNavProps {
  collapsed: boolean;
  onNavigate?: () => void;
}

/** The main menu, used by the desktop sidebar and the mobile drawer alike. */
export function SidebarNav({ collapsed, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  const can = usePermission();
  const adminHeadingId = useId();
  // The staff section shows each staff role the screens it may use, and customers nothing (issue 18).
  // The outbox only where it exists (issue 28): asked of the install by staff who may read it.
  const outbox = useDemoInfo({ enabled: can('settings') }).data?.emailOutbox === true;
  const staffNavigation = adminNavigation.filter(
    (item) => can(item.permission) && (!item.onlyWithOutbox || outbox),
  );

  return (
    <nav aria-label={t('nav.mainLabel')} className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1">
        {customerNavigation.map((item) => (
          <li key={item.to}>
            <SidebarLink item={item} collapsed={collapsed} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      {staffNavigation.length > 0 ? (
        <div className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800">
          <h2
            id={adminHeadingId}
            className={classNames(
              'mb-2 px-3 text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400',
              collapsed && 'sr-only',
            )}
          >
            {t('nav.adminHeading')}
          </h2>
          <ul className="space-y-1" aria-labelledby={adminHeadingId}>
            {staffNavigation.map((item) => (
              <li key={item.to}>
                <SidebarLink item={item} collapsed={collapsed} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </nav>
  );
}
