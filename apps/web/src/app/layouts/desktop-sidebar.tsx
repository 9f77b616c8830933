import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { classNames } from '../../lib/class-names';
import { BrandLink } from './brand-link';
import { SidebarNav } from './sidebar-nav';

interface DesktopSidebarProps {
  collapsed: boolean;
  onToggle: () => void;
}

/** From 1024 px: a fixed column that collapses to icons. Below that the mobile drawer takes over. */
export function DesktopSidebar({ collapsed, onToggle }: DesktopSidebarProps) {
  const { t } = useTranslation();
  const toggleLabel = collapsed ? t('sidebar.expand') : t('sidebar.collapse');
  return (
    <aside
      id="desktop-sidebar"
      className={classNames(
        // The column (background and border) runs the page's full height however long it is (issue 28);
        // what is in it stays in view while the page scrolls.
        'hidden shrink-0 self-stretch border-r border-slate-200 bg-white transition-[width] duration-200 motion-reduce:transition-none lg:block',
        'dark:border-slate-800 dark:bg-slate-900',
        collapsed ? 'w-20' : 'w-64',
      )}
    >
      <div className="sticky top-0 flex h-screen flex-col">
        <div className={classNames('flex h-16 items-center px-5', collapsed && 'justify-center px-0')}>
          <BrandLink collapsed={collapsed} />
        </div>
        <SidebarNav collapsed={collapsed} />
        <div
          className={classNames(
            'border-t border-slate-200 p-3 dark:border-slate-800',
            collapsed && 'flex justify-center',
          )}
        >
          <Button
            variant="ghost"
            size={collapsed ? 'icon' : 'md'}
            onClick={onToggle}
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
            aria-controls="desktop-sidebar"
            title={toggleLabel}
            className={collapsed ? undefined : 'w-full justify-start'}
          >
            {collapsed ? (
              <PanelLeftOpen aria-hidden="true" className="size-5" />
            ) : (
              <>
                <PanelLeftClose aria-hidden="true" className="size-5" />
                <span aria-hidden="true">{toggleLabel}</span>
              </>
            )}
          </Button>
        </div>
      </div>
    </aside>
  );
}
