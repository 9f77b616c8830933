import type { DashboardSummary } from '@hostportaal/contract';
import { formatCents, formatDateLong } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDateShort } from '../../../lib/dates/format-date';
import { usePriceDisplay } from '../../../lib/price-display/use-price-display';

export function QuickStats({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation();
  const { quickStats } = summary;
  // A consumer sees what the invoice will ask, incl. btw; a business its choice (issue 28, Prijsaanduiding).
  const { mode } = usePriceDisplay();
  const rows: [string, string][] = [
    [
      t('billing.dashboard.quickStats.paidThisYear', { year: summary.today.slice(0, 4) }),
      formatCents(quickStats.paidThisYearCents),
    ],
    [
      t('billing.dashboard.quickStats.nextInvoice'),
      quickStats.nextInvoice
        ? t(
            mode === 'incl'
              ? 'billing.dashboard.quickStats.nextInvoiceValueIncl'
              : 'billing.dashboard.quickStats.nextInvoiceValue',
            {
              amount: formatCents(
                mode === 'incl'
                  ? quickStats.nextInvoice.grossAmountCents
                  : quickStats.nextInvoice.amountCents,
              ),
              date: formatDateShort(quickStats.nextInvoice.date),
            },
          )
        : t('billing.dashboard.quickStats.noNextInvoice'),
    ],
    [t('billing.dashboard.quickStats.customerSince'), formatDateLong(quickStats.customerSince)],
    [t('billing.dashboard.quickStats.totalInvoices'), String(quickStats.totalInvoices)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('billing.dashboard.quickStats.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="font-medium text-slate-900 dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
