import type { Ref, TextareaHTMLAttributes } from 'react';
import { classNames } from '../../lib/class-names';
import { focusRing } from './focus-ring';

interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, ...props }: TextareaProps) {
  return (
    <textarea
      className={classNames(
        'block min-h-24 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm',
        'placeholder:text-slate-500 disabled:cursor-not-allowed disabled:opacity-70 aria-invalid:border-red-600',
        'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400',
        focusRing,
        'focus-visible:outline-offset-0',
        className,
      )}
      {...props}
    />
  );
}
