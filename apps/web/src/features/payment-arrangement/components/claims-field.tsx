import { formatCents } from '@hostportaal/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../../components/ui/focus-ring';
import { classNames } from '../../../lib/class-names';
import { formatDateShort } from '../../../lib/dates/format-date';
import { type ArrangementOptions, chosenTotalCents } from '../lib/arrangement-form-values';
import { useClaimLabel } from './arrangement-claim-label';

interface ClaimsFieldProps {
  options: ArrangementOptions;
  claimIds: string[];
  onChange: (claimIds: string[]) => void;
  error?: string | undefined;
}

/** The overdue claims as checkboxes, all ticked to begin with, and the total of those ticked. */
export function ClaimsField({ options, claimIds, onChange, error }: ClaimsFieldProps) {
  const { t } = useTranslation();
  const claimLabel = useClaimLabel();
  const errorId = useId();
  const toggle = (id: string, checked: boolean) =>
    onChange(
      checked
        ? options.claims.filter((claim) => claim.id === id || claimIds.includes(claim.id)).map((c) => c.id)
        : claimIds.filter((claimId) => claimId !== id),
    );
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-900 dark:text-white">
        {t('paymentArrangement.form.claims.legend')}
      </legend>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {options.claims.map((claim) => (
          <li key={claim.id}>
            <label className="flex cursor-pointer items-start gap-3 p-3 text-sm text-slate-800 dark:text-slate-200">
              <input
                type="checkbox"
                className={classNames(
                  'mt-0.5 size-4 shrink-0 accent-indigo-600 dark:accent-indigo-400',
                  focusRing,
                )}
                checked={claimIds.includes(claim.id)}
                onChange={(event) => toggle(claim.id, event.target.checked)}
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words">{claimLabel(claim)}</span>
                {claim.dueDate ? (
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {t('paymentArrangement.claim.dueSince', { date: formatDateShort(claim.dueDate) })}
                  </span>
                ) : null}
              </span>
              <span className="shrink-0 tabular-nums">{formatCents(claim.openCents)}</span>
            </label>
          </li>
        ))}
      </ul>
      <p
        className="text-right text-sm font-semibold text-slate-900 dark:text-white"
        aria-live="polite"
        data-testid="arrangement-total"
      >
        {t('paymentArrangement.form.claims.total', {
          amount: formatCents(chosenTotalCents(options, claimIds)),
        })}
      </p>
      {options.claims.some((claim) => claim.kind === 'fee') ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('paymentArrangement.form.claims.feeHint')}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
