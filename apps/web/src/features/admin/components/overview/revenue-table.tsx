import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { kpiAttributes } from '../../../../components/ui/kpi';
import type { RevenueChartMonth } from './revenue-chart';

/**
 * The chart's figures for screen readers: visually hidden, read as a table. The last month's MRR is today's,
 * revenue.mrr of the KPI catalogue, and is marked as such.
 */
export function RevenueTable({ months, caption }: { months: RevenueChartMonth[]; caption: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminOverview.revenue' });
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('month')}</th>
          <th scope="col">{t('invoiced')}</th>
          <th scope="col">{t('mrr')}</th>
        </tr>
      </thead>
      <tbody>
        {months.map((month, index) => (
          <tr key={month.label}>
            <th scope="row">{month.label}</th>
            <td>{formatCents(month.invoicedCents)}</td>
            <td {...(index === months.length - 1 ? kpiAttributes('revenue.mrr', month.mrrCents) : {})}>
              {formatCents(month.mrrCents)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
