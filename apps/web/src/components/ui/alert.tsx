import { CircleCheck, CircleExclamationPoint, Construction, Info, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import { focusRing } from './focus-ring';

export type AlertVariant = 'error' | 'success' | 'info' | 'notice' | 'warning';

const variantStyles: Record<AlertVariant, string> = {
  error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-200',
  info: 'border-indigo-200 bg-indigo-50 text-indigo-800 dark:border-indigo-900 dark:bg-indigo-950/50 dark:text-indigo-200',
  notice:
    'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100',
  // Something to weigh before going on (not a failure): the same amber as a notice, with a warning sign.
  warning:
    'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100',
};

const variantIcons = {
  error: CircleExclamationPoint,
  success: CircleCheck,
  info: Info,
  notice: Construction,
  warning: TriangleAlert,
};

interface AlertProps {
  variant: AlertVariant;
  title?: string;
  children: ReactNode;
  className?: string;
  /** Shows a close button; the caller removes the alert. */
  onDismiss?: () => void;
  /** The close button's accessible name; needed with onDismiss. */
  dismissLabel?: string;
}

/** Errors interrupt (role="alert"); everything else is announced politely (role="status"). */
export function Alert({ variant, title, children, className, onDismiss, dismissLabel }: AlertProps) {
  const Icon = variantIcons[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={classNames('flex gap-3 rounded-xl border p-4 text-sm', variantStyles[variant], className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismissLabel}
          className={classNames(
            '-m-1 h-fit rounded-lg p-1 hover:bg-black/5 dark:hover:bg-white/10',
            focusRing,
          )}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
