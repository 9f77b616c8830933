import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatWholeEuros } from './revenue-labels';

export interface RevenueChartMonth {
  label: string;
  invoicedCents: number;
  mrrCents: number;
}

const tick = { fill: 'currentColor', fontSize: 12 };

/**
 * Invoiced revenue as bars and MRR as a line, amounts in cents. Hidden from screen readers: the card
 * holds a table of the same figures for them.
 */
export function RevenueChart({ months }: { months: RevenueChartMonth[] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminOverview.revenue' });
  return (
    <div aria-hidden="true" className="text-slate-600 dark:text-slate-400">
      <ComposedChart
        responsive
        accessibilityLayer={false}
        data={months}
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        style={{ width: '100%', height: 300 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} vertical={false} />
        <XAxis dataKey="label" tick={tick} stroke="currentColor" />
        <YAxis tickFormatter={formatWholeEuros} tick={tick} stroke="currentColor" width={88} />
        <Tooltip
          formatter={(value) => (typeof value === 'number' ? formatCents(value) : value)}
          contentStyle={{ color: '#0f172a' }}
        />
        <Legend />
        <Bar dataKey="invoicedCents" name={t('invoiced')} fill="#6366f1" radius={[4, 4, 0, 0]} />
        <Line
          dataKey="mrrCents"
          name={t('mrr')}
          type="monotone"
          stroke="#059669"
          strokeWidth={2}
          dot={{ r: 3 }}
        />
      </ComposedChart>
    </div>
  );
}
