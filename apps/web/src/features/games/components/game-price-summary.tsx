import type { GameTemplate } from '@hostportaal/contract';
import { type BillingInterval, formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';

interface GamePriceSummaryProps {
  template: GameTemplate;
  interval: BillingInterval;
}

/** What one term costs: the price excl. VAT, its VAT and the total the invoice asks (the API's grossPrices). */
export function GamePriceSummary({ template, interval }: GamePriceSummaryProps) {
  const { t } = useTranslation();
  const netCents = template.prices[interval] ?? 0;
  const grossCents = template.grossPrices[interval] ?? 0;
  const vatCents = grossCents - netCents;
  const rows = [
    { label: t('games.order.subtotal'), cents: netCents },
    { label: t('games.order.vat', { rate: template.vatRateBp / 100 }), cents: vatCents },
  ];
  return (
    <section aria-label={t('games.order.priceTitle')} className="space-y-2 text-sm">
      <dl className="space-y-2">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-3 text-slate-700 dark:text-slate-300">
            <dt>{row.label}</dt>
            <dd className="tabular-nums">{formatCents(row.cents)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900 dark:border-slate-800 dark:text-white">
          <dt>{t('games.order.total')}</dt>
          <dd className="tabular-nums">{formatCents(grossCents)}</dd>
        </div>
      </dl>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('games.order.totalNote')}</p>
    </section>
  );
}
