import type { ArrangementClaim } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatDateShort } from '../../../../lib/dates/format-date';
import { useArrangementWords } from './arrangement-words';

/** The customer's open claims to cover, each a checkbox (all chosen at first), and the total of the chosen. */
export function ArrangementClaimChoices({
  claims,
  register,
  totalCents,
  error,
}: {
  claims: ArrangementClaim[];
  register: UseFormRegisterReturn<'claimIds'>;
  totalCents: number;
  error: string | undefined;
}) {
  const { t } = useArrangementWords();
  const errorId = useId();
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">{t('create.claims')}</legend>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {claims.map((claim) => (
          <li key={`${claim.kind}-${claim.id}`}>
            <label className="flex cursor-pointer items-start gap-3 px-3 py-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-indigo-600"
                value={claim.id}
                {...register}
              />
              <span className="min-w-0 flex-1">
                <span className="block break-words text-slate-900 dark:text-slate-100">
                  {t(`claimKinds.${claim.kind}`, { label: claim.label })}
                </span>
                {claim.dueDate ? (
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {t('create.claimDue', { date: formatDateShort(claim.dueDate) })}
                  </span>
                ) : null}
              </span>
              <span className="shrink-0 tabular-nums">{formatCents(claim.openCents)}</span>
            </label>
          </li>
        ))}
      </ul>
      <p className="text-sm font-medium text-slate-900 dark:text-white">
        {t('create.total', { amount: formatCents(totalCents) })}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
