import { formatCents } from '@hostportaal/domain';
import { HandCoins, Users, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../../components/ui/stat-card';
import type { CreditBalanceList } from '../../api/account-credit';

/** Over every customer with credit, whatever the search: how many, what we owe, and what to pay back. */
export function AccountCreditStats({ totals }: { totals: CreditBalanceList['totals'] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCredit.stats' });
  return (
    <section aria-label={t('label')} className="grid grid-cols-1 gap-4 md:grid-cols-3">
      <StatCard
        icon={Users}
        label={t('customers')}
        value={String(totals.customers)}
        hint={t('customersHint')}
      />
      <StatCard
        icon={Wallet}
        label={t('balance')}
        value={formatCents(totals.balanceCents)}
        hint={t('balanceHint')}
      />
      <StatCard
        icon={HandCoins}
        label={t('toRefund')}
        value={formatCents(totals.toRefundCents)}
        hint={t('toRefundHint')}
      />
    </section>
  );
}
