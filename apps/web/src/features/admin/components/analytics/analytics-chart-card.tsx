import { formatCents, type KpiId } from '@hostportaal/domain';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { kpiAttributes } from '../../../../components/ui/kpi';
import { formatWholeEuros } from '../overview/revenue-labels';

export type ChartRow = { label: string } & Record<string, number | string>;

export interface ChartSeries {
  key: string;
  name: string;
  color: string;
  kind: 'bar' | 'line';
  /** Amounts in cents (formatted as euros); otherwise counts. */
  money?: boolean;
  /** Shown in the text alternative only, not drawn. */
  tableOnly?: boolean;
  /** The KPI catalogue figure the last point is (the MRR line ends on today's revenue.mrr). */
  lastPointKpi?: KpiId;
}

const tick = { fill: 'currentColor', fontSize: 12 };
const formatValue = (value: number, money?: boolean) => (money ? formatCents(value) : String(value));

/**
 * A chart card: recharts bars and lines, hidden from screen readers, and the same figures as a visually hidden
 * table named by the card's title, which is what screen readers read instead.
 */
export function AnalyticsChartCard({
  id,
  title,
  description,
  rowHeader,
  rows,
  series,
  height = 260,
}: {
  id: string;
  title: string;
  description: string;
  rowHeader: string;
  rows: ChartRow[];
  series: ChartSeries[];
  height?: number;
}) {
  const drawn = series.filter((line) => !line.tableOnly);
  const moneyAxis = drawn.some((line) => line.money);
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <div aria-hidden="true" className="text-slate-600 dark:text-slate-400">
          <ComposedChart
            responsive
            accessibilityLayer={false}
            data={rows}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
            style={{ width: '100%', height }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} vertical={false} />
            <XAxis dataKey="label" tick={tick} stroke="currentColor" />
            <YAxis
              tickFormatter={moneyAxis ? formatWholeEuros : undefined}
              allowDecimals={false}
              tick={tick}
              stroke="currentColor"
              width={moneyAxis ? 88 : 40}
            />
            <Tooltip
              formatter={(value, _name, item) =>
                typeof value === 'number'
                  ? formatValue(value, drawn.find((line) => line.key === item.dataKey)?.money)
                  : value
              }
              contentStyle={{ color: '#0f172a' }}
            />
            <Legend />
            {drawn.map((line) =>
              line.kind === 'bar' ? (
                <Bar
                  key={line.key}
                  dataKey={line.key}
                  name={line.name}
                  fill={line.color}
                  radius={[4, 4, 0, 0]}
                />
              ) : (
                <Line
                  key={line.key}
                  dataKey={line.key}
                  name={line.name}
                  type="monotone"
                  stroke={line.color}
                  strokeWidth={2}
                  dot={rows.length <= 31 ? { r: 2 } : false}
                />
              ),
            )}
          </ComposedChart>
        </div>
        <table className="sr-only">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              {series.map((line) => (
                <th key={line.key} scope="col">
                  {line.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {series.map((line) => {
                  const value = Number(row[line.key] ?? 0);
                  const kpi =
                    line.lastPointKpi && index === rows.length - 1
                      ? kpiAttributes(line.lastPointKpi, value)
                      : {};
                  return (
                    <td key={line.key} {...kpi}>
                      {formatValue(value, line.money)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
