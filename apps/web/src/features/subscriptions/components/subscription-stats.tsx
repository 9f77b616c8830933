import type { CustomerSubscriptionStats } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { CircleCheck, CirclePause, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { usePriceDisplay } from '../../../lib/price-display/use-price-display';

export function SubscriptionStats({ stats }: { stats: CustomerSubscriptionStats }) {
  const { t } = useTranslation();
  // Incl. btw for a consumer, excl. btw for a business customer, as every other price (issue 28).
  const { mode } = usePriceDisplay();
  const cards = [
    {
      key: 'active',
      icon: CircleCheck,
      label: t('subscriptionsPage.stats.active'),
      value: String(stats.active),
    },
    {
      key: 'paused',
      icon: CirclePause,
      label: t('subscriptionsPage.stats.paused'),
      value: String(stats.paused),
    },
    {
      key: 'total-monthly',
      icon: Wallet,
      label: t('subscriptionsPage.stats.totalMonthly'),
      value: formatCents(mode === 'incl' ? stats.totalMonthlyGrossAmount : stats.totalMonthlyAmount),
      hint: t(mode === 'incl' ? 'prices.inclVat' : 'prices.exclVat'),
    },
  ];
  return (
    <section aria-label={t('subscriptionsPage.stats.label')}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {cards.map(({ key, icon: Icon, label, value, hint }) => (
          <Card
            key={key}
            data-stat={key}
            className={key === 'total-monthly' ? 'col-span-2 p-4 sm:col-span-1 sm:p-5' : 'p-4 sm:p-5'}
          >
            <dt className="flex flex-col items-start gap-2 text-sm text-slate-600 sm:flex-row sm:items-center sm:gap-3 dark:text-slate-400">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                {label}
                {hint ? <span className="ml-1 text-xs">({hint})</span> : null}
              </span>
            </dt>
            <dd className="mt-3 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">
              {value}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
