import type { LucideIcon } from 'lucide-react';
import { classNames } from '../../lib/class-names';
import { Card } from './card';

interface StatCardProps {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string;
  /** A change against an earlier period ('+12,5%'); a leading '+' shows it as positive, a '-' as negative. */
  trend?: string;
  /** What the trend compares, for screen readers and as a tooltip. */
  trendLabel?: string;
}

function trendClasses(trend: string): string {
  if (trend.startsWith('+')) return 'text-emerald-700 dark:text-emerald-400';
  if (trend.startsWith('-') || trend.startsWith('−')) return 'text-red-700 dark:text-red-400';
  return 'text-slate-600 dark:text-slate-400';
}

export function StatCard({ icon: Icon, label, value, hint, trend, trendLabel }: StatCardProps) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <span className="rounded-xl bg-indigo-50 p-3 text-indigo-700 dark:bg-indigo-950/60 dark:text-indigo-300">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</p>
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
      </div>
    </Card>
  );
}
