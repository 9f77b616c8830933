import type { AdminUserList } from '@hostportaal/contract';
import { ShieldCheck, UserCheck, Users, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { kpiAttributes, kpiOf } from '../../../../components/ui/kpi';
import { StatCard } from '../../../../components/ui/stat-card';

const number = new Intl.NumberFormat('nl-NL');

/** SPEC §2: total, active, inactive and admins (with the other staff roles), over all users whatever the filters. */
export function UserStatCards({ list }: { list: AdminUserList }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminUsers.stats' });
  return (
    <section aria-label={t('label')} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        icon={Users}
        label={t('total')}
        value={number.format(list.allUsers)}
        hint={
          <span {...kpiAttributes('users.newThisMonth', list.newUsersThisMonth)}>
            {t('newThisMonth', { count: list.newUsersThisMonth })}
          </span>
        }
        // An English screen in nl too, so the definition is the English one (docs/KPIS.md).
        kpi={kpiOf('users.total', list.allUsers, {
          language: 'en',
          definitionLabel: t('kpiQuestion', { label: t('total') }),
        })}
      />
      <StatCard icon={UserCheck} label={t('active')} value={number.format(list.activeUsers)} />
      <StatCard icon={UserX} label={t('inactive')} value={number.format(list.inactiveUsers)} />
      <StatCard
        icon={ShieldCheck}
        label={t('admins')}
        value={number.format(list.adminUsers)}
        hint={t('staffHint', { finance: list.financeUsers, support: list.supportUsers })}
      />
    </section>
  );
}
