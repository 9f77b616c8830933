import type { Ref, SelectHTMLAttributes } from 'react';
import { classNames } from '../../lib/class-names';
import { focusRing } from './focus-ring';

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/** A native select with our styling: keyboard and screen readers work as the platform does. */
export function Select({ className, ...props }: SelectProps) {
  return (
    <select
      className={classNames(
        'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm',
        'disabled:cursor-not-allowed disabled:opacity-70 aria-invalid:border-red-600',
        'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
        focusRing,
        'focus-visible:outline-offset-0',
        className,
      )}
      {...props}
    />
  );
}
