import { ChevronDown, CreditCard, LogOut, type LucideIcon, Settings, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { focusRing } from '../../components/ui/focus-ring';
import { classNames } from '../../lib/class-names';
import { useSession } from '../../lib/session/session-context';

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none select-none data-highlighted:bg-slate-100 data-highlighted:text-slate-900 dark:text-slate-300 dark:data-highlighted:bg-slate-800 dark:data-highlighted:text-white';

function MenuLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <DropdownMenu.Item asChild className={itemClasses}>
      <Link to={to}>
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </Link>
    </DropdownMenu.Item>
  );
}

export function UserMenu() {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const location = useLocation();
  // Open "at" one location: any navigation (link, back button) closes the menu by itself.
  const [openAt, setOpenAt] = useState<string | null>(null);
  if (!user) return null;

  const fullName = `${user.firstname} ${user.lastname}`.trim();
  const initials = `${user.firstname.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase();
  const roleLabel = t(`roles.${user.role}`);

  return (
    <DropdownMenu.Root
      open={openAt === location.key}
      onOpenChange={(open) => setOpenAt(open ? location.key : null)}
      modal={false}
    >
      <DropdownMenu.Trigger
        aria-label={t('userMenu.trigger', { name: fullName })}
        className={classNames(
          'flex items-center gap-1.5 rounded-full p-1 text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
          focusRing,
        )}
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white"
        >
          {initials}
        </span>
        <ChevronDown aria-hidden="true" className="hidden size-4 sm:block" />
      </DropdownMenu.Trigger>
      {/* Rendered in place rather than in a portal, so the open menu stays inside the header landmark. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-800 dark:bg-slate-900"
      >
        <DropdownMenu.Label className="px-3 py-2">
          <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{fullName}</p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
          <p className="mt-2 inline-flex rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700 dark:bg-indigo-950 dark:text-indigo-200">
            {roleLabel}
          </p>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
        <MenuLink to="/dashboard/instellingen?tab=profile" icon={User} label={t('userMenu.profile')} />
        <MenuLink to="/dashboard/instellingen" icon={Settings} label={t('userMenu.settings')} />
        <MenuLink to="/dashboard/invoices" icon={CreditCard} label={t('userMenu.billing')} />
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
        <DropdownMenu.Item className={itemClasses} onSelect={() => void logout()}>
          <LogOut aria-hidden="true" className="size-4" />
          {t('userMenu.logout')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
