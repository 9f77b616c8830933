import { isStaffRole, type Permission, rolePermissions, STAFF_ROLES } from '@hostportaal/contract';
import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../lib/session/session-context';
import { DocumentTitle } from './document-title';
import { Button } from './ui/button';
import { Card, CardContent } from './ui/card';

/** The staff roles that hold `permission`, admin last ("Finance and Admin"), from the contract's table. */
export function rolesHolding(permission: Permission) {
  const holders = STAFF_ROLES.filter((role) => rolePermissions[role].includes(permission));
  return [...holders.filter((role) => role !== 'admin'), ...holders.filter((role) => role === 'admin')];
}

/**
 * A screen or section the user may not open. A customer reads SPEC's Dutch message; a staff member reads, in
 * the staff screens' language, which roles may use it (issue 28, decision 023), so they know whom to ask.
 */
export function AccessDenied({ permission }: { permission?: Permission }) {
  const { t } = useTranslation();
  const userRole = useSession().user?.role;
  const role = userRole !== undefined && isStaffRole(userRole) ? userRole : null;
  const staff = role !== null && permission !== undefined;
  const title = staff ? t('accessDenied.staffTitle') : t('accessDenied.title');
  let text = t('accessDenied.text');
  if (role !== null && permission !== undefined) {
    const names = rolesHolding(permission).map((holder) => t(`accessDenied.staffRoles.${holder}`));
    const roles =
      names.length > 1
        ? t('accessDenied.staffRoleList', { first: names.slice(0, -1).join(', '), last: names.at(-1) })
        : (names[0] ?? '');
    text = t('accessDenied.staffText', { roles, role: t(`accessDenied.staffRoles.${role}`) });
  }
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-4 sm:flex-row">
        <DocumentTitle page={title} />
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300">
          <ShieldX aria-hidden="true" className="size-6" />
        </span>
        <div className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
          <p className="text-slate-700 dark:text-slate-300">{text}</p>
          <Button asChild variant="secondary" className="mt-2">
            <Link to="/dashboard">{staff ? t('accessDenied.staffBack') : t('accessDenied.back')}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
