import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { DesktopSidebar } from './desktop-sidebar';
import { Header } from './header';
import { MobileDrawer } from './mobile-drawer';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

export function DashboardLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  // The drawer is open "on" one page: navigating anywhere else closes it without an effect.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const drawerOpen = drawerOpenOn === pathname;

  return (
    <div className="min-h-screen bg-slate-50 lg:flex dark:bg-slate-950">
      <a
        href="#main-content"
        className="sr-only rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        {t('app.skipToContent')}
      </a>
      <DesktopSidebar collapsed={collapsed} onToggle={toggleCollapsed} />
      <MobileDrawer open={drawerOpen} onOpenChange={(open) => setDrawerOpenOn(open ? pathname : null)} />
      <div className="flex min-w-0 flex-1 flex-col">
        <Header menuOpen={drawerOpen} onOpenMenu={() => setDrawerOpenOn(pathname)} />
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-8 outline-none sm:px-6 lg:px-10">
          <div className="mx-auto w-full max-w-6xl">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
