import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { classNames } from '../../lib/class-names';
import { focusRing } from './focus-ring';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, className, id, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={classNames('flex items-center gap-2', className)}>
      <input
        id={inputId}
        type="checkbox"
        className={classNames(
          'size-4 rounded border-slate-400 accent-indigo-600 dark:accent-indigo-400',
          focusRing,
        )}
        {...props}
      />
      <label htmlFor={inputId} className="text-sm text-slate-800 dark:text-slate-200">
        {label}
      </label>
    </div>
  );
}
