import { formatCents, instalmentSchedule, MAX_INSTALMENTS, MIN_INSTALMENTS } from '@hostportaal/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import type { ArrangementOptions } from '../lib/arrangement-form-values';
import { arrangementRuleText } from '../lib/rule-text';
import { choiceRadioClassName, choiceRowClassName } from './choice-row';

interface InstalmentCountFieldProps {
  options: ArrangementOptions;
  totalCents: number;
  firstDueDate: string;
  instalments: number | null;
  proposeOther: boolean;
  onChange: (change: { instalments: number | null; proposeOther: boolean }) => void;
  error?: string | undefined;
}

/**
 * The numbers of instalments the company's rules let the customer choose, as radio buttons; any other number
 * from 2 to 36 as a proposal staff review. Without choices (notEligible says why) only a proposal is possible.
 */
export function InstalmentCountField({
  options,
  totalCents,
  firstDueDate,
  instalments,
  proposeOther,
  onChange,
  error,
}: InstalmentCountFieldProps) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = useId();
  const hintId = useId();
  const choiceLabel = (count: number) =>
    t('paymentArrangement.form.instalments.choice', {
      number: count,
      // Equal instalments (the last one rounds): the first says what each costs.
      amount: formatCents(
        totalCents > 0 && firstDueDate
          ? (instalmentSchedule(totalCents, count, firstDueDate)[0]?.amountCents ?? 0)
          : 0,
      ),
    });
  const otherCounts = Array.from(
    { length: MAX_INSTALMENTS - MIN_INSTALMENTS + 1 },
    (_, index) => MIN_INSTALMENTS + index,
  ).filter((count) => !options.choices.includes(count));
  const otherSelect = (
    <FormField
      label={t('paymentArrangement.form.instalments.otherLabel')}
      error={options.choices.length === 0 ? error : undefined}
    >
      {(control) => (
        <Select
          {...control}
          value={proposeOther && instalments !== null ? String(instalments) : ''}
          onChange={(event) =>
            onChange({
              instalments: event.target.value ? Number(event.target.value) : null,
              proposeOther: true,
            })
          }
          className="sm:max-w-xs"
        >
          <option value="">{t('paymentArrangement.form.instalments.pick')}</option>
          {otherCounts.map((count) => (
            <option key={count} value={count}>
              {choiceLabel(count)}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );

  if (options.choices.length === 0) {
    const why = options.notEligible
      ? arrangementRuleText(options.notEligible, { ...options, totalCents }, t)
      : null;
    return (
      <div className="space-y-3">
        <Alert variant="info" title={t('paymentArrangement.form.instalments.notEligible')}>
          <div className="space-y-2">
            {why ? <p>{why}</p> : null}
            <p>{t('paymentArrangement.form.instalments.proposeInstead')}</p>
          </div>
        </Alert>
        {otherSelect}
      </div>
    );
  }

  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-900 dark:text-white">
        {t('paymentArrangement.form.instalments.legend')}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.choices.map((count) => (
          <label key={count} className={choiceRowClassName}>
            <input
              type="radio"
              name={name}
              className={choiceRadioClassName}
              checked={!proposeOther && instalments === count}
              onChange={() => onChange({ instalments: count, proposeOther: false })}
            />
            <span>{choiceLabel(count)}</span>
          </label>
        ))}
        <label className={choiceRowClassName}>
          <input
            type="radio"
            name={name}
            className={choiceRadioClassName}
            checked={proposeOther}
            aria-describedby={hintId}
            onChange={() => onChange({ instalments: null, proposeOther: true })}
          />
          <span>
            {t('paymentArrangement.form.instalments.other')}
            <span id={hintId} className="block text-xs text-slate-600 dark:text-slate-400">
              {t('paymentArrangement.form.instalments.otherHint')}
            </span>
          </span>
        </label>
      </div>
      {proposeOther ? otherSelect : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
