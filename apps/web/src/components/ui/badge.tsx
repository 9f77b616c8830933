import type { StatusTone } from '@hostportaal/domain';
import type { ReactNode } from 'react';
import { classNames } from '../../lib/class-names';

// success = green, warning = orange, danger = red, neutral = grey (SPEC §4 status colours).
const toneClasses: Record<StatusTone | 'info', string> = {
  success:
    'bg-emerald-100 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-950/60 dark:text-emerald-300 dark:ring-emerald-400/30',
  warning:
    'bg-orange-100 text-orange-800 ring-orange-600/20 dark:bg-orange-950/60 dark:text-orange-300 dark:ring-orange-400/30',
  danger: 'bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-950/60 dark:text-red-300 dark:ring-red-400/30',
  neutral:
    'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/30',
  info: 'bg-indigo-100 text-indigo-800 ring-indigo-600/20 dark:bg-indigo-950/60 dark:text-indigo-300 dark:ring-indigo-400/30',
};

export function Badge({
  tone = 'neutral',
  children,
  className,
  title,
  wrap = false,
}: {
  tone?: StatusTone | 'info';
  children: ReactNode;
  className?: string;
  /** A long label may break over two lines (in a narrow table column) instead of widening it. */
  wrap?: boolean;
  /** What the label is based on, on hover (e.g. the rule behind a priority). */
  title?: string;
}) {
  return (
    <span
      title={title}
      className={classNames(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        wrap ? 'whitespace-normal' : 'whitespace-nowrap',
        toneClasses[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
