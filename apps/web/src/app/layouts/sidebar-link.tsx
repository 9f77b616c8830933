import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { focusRing } from '../../components/ui/focus-ring';
import { classNames } from '../../lib/class-names';
import type { NavigationItem } from './navigation-items';

interface SidebarLinkProps {
  item: NavigationItem;
  collapsed: boolean;
  onNavigate?: () => void;
}

export function SidebarLink({ item, collapsed, onNavigate }: SidebarLinkProps) {
  const { t } = useTranslation();
  const label = t(`nav.${item.labelKey}`);
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      onClick={onNavigate}
      title={collapsed ? label : undefined}
      className={({ isActive }) =>
        classNames(
          'group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
          collapsed && 'justify-center px-0',
          isActive
            ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200'
            : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
          focusRing,
        )
      }
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
    </NavLink>
  );
}
