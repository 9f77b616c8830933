import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ThemeToggle } from '../../components/theme-toggle';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/session/session-context';
import { HeaderSearch } from './header-search';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

interface HeaderProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
}

export function Header({ menuOpen, onOpenMenu }: HeaderProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const fullName = user ? `${user.firstname} ${user.lastname}`.trim() : '';

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6 dark:border-slate-800 dark:bg-slate-900">
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t('sidebar.openMenu')}
        aria-expanded={menuOpen}
        aria-haspopup="dialog"
        onClick={onOpenMenu}
      >
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      <div className="min-w-0 shrink">
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('header.welcome')}</p>
        <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{fullName}</p>
      </div>
      <div className="ml-auto hidden flex-1 justify-end md:flex">
        <HeaderSearch />
      </div>
      <div className="ml-auto flex items-center gap-1 md:ml-2">
        <NotificationBell />
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}
