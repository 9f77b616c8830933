import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import { Card } from './card';
import { type KpiProp, kpiPropAttributes } from './kpi';
import { KpiDefinitionTip } from './kpi-definition-tip';

interface StatCardProps {
  icon: LucideIcon;
  label: string;
  value: string;
  /** A line under the value; a node when part of it is a figure of its own (marked with kpiAttributes). */
  hint?: ReactNode;
  /** A change against an earlier period ('+12,5%'); a leading '+' shows it as positive, a '-' as negative. */
  trend?: string;
  /** What the trend compares, for screen readers and as a tooltip. */
  trendLabel?: string;
  /**
   * The figure as the KPI catalogue defines it (issue 20): its id and raw value (cents or a count) land in
   * `data-kpi` / `data-kpi-value` so a test can compare screens, and its definition is the card's tooltip.
   * A period figure also carries its period in `data-kpi-period`. Build it with `kpiOf` (./kpi).
   */
  kpi?: KpiProp;
  /** What to do about the figure (pay what is open), under the hint. */
  action?: ReactNode;
}

function trendClasses(trend: string): string {
  if (trend.startsWith('+')) return 'text-emerald-700 dark:text-emerald-400';
  if (trend.startsWith('-') || trend.startsWith('−')) return 'text-red-700 dark:text-red-400';
  return 'text-slate-600 dark:text-slate-400';
}

export function StatCard({ icon: Icon, label, value, hint, trend, trendLabel, kpi, action }: StatCardProps) {
  return (
    <Card className="flex items-start gap-4 p-5" {...kpiPropAttributes(kpi)}>
      <span className="rounded-xl bg-indigo-50 p-3 text-indigo-700 dark:bg-indigo-950/60 dark:text-indigo-300">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="flex items-center gap-1 text-sm font-medium text-slate-600 dark:text-slate-400">
          {label}
          {kpi ? <KpiDefinitionTip label={kpi.definitionLabel} definition={kpi.definition} /> : null}
        </p>
        <p className="flex flex-wrap items-baseline gap-x-2 text-2xl font-bold text-slate-900 dark:text-white">
          {value}
          {trend ? (
            <span
              className={classNames('text-sm font-semibold tabular-nums', trendClasses(trend))}
              title={trendLabel}
            >
              {trend}
              {trendLabel ? <span className="sr-only"> ({trendLabel})</span> : null}
            </span>
          ) : null}
        </p>
        {hint ? <p className="text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
        {action ? <div className="mt-3">{action}</div> : null}
      </div>
    </Card>
  );
}
