import type { LabelHTMLAttributes } from 'react';
import { classNames } from '../../lib/class-names';

export function Label({ className, children, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers always pass htmlFor
    <label
      className={classNames('block text-sm font-medium text-slate-800 dark:text-slate-200', className)}
      {...props}
    >
      {children}
    </label>
  );
}
