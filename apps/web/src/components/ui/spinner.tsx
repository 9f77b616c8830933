import { LoaderCircle } from 'lucide-react';
import { classNames } from '../../lib/class-names';

interface SpinnerProps {
  /** Announced to screen readers; without it the spinner is decoration next to visible text. */
  label?: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={classNames('size-4 animate-spin', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
