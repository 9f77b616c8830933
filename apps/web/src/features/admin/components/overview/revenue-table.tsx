import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import type { RevenueChartMonth } from './revenue-chart';

/** The chart's figures for screen readers: visually hidden, read as a table. */
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
        {months.map((month) => (
          <tr key={month.label}>
            <th scope="row">{month.label}</th>
            <td>{formatCents(month.invoicedCents)}</td>
            <td>{formatCents(month.mrrCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
