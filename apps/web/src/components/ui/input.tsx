import type { InputHTMLAttributes, Ref } from 'react';
import { classNames } from '../../lib/class-names';
import { focusRing } from './focus-ring';

interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      className={classNames(
        'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm',
        'placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-70',
        'aria-invalid:border-red-600 dark:aria-invalid:border-red-400',
        'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800',
        focusRing,
        'focus-visible:outline-offset-0',
        className,
      )}
      {...props}
    />
  );
}
