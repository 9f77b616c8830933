import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { formatDateShort } from '../../../lib/dates/format-date';
import {
  type ArrangementFormErrors,
  type ArrangementFormValues,
  type ArrangementOptions,
  chosenTotalCents,
} from '../lib/arrangement-form-values';
import { ClaimsField } from './claims-field';
import { InstalmentCountField } from './instalment-count-field';
import { PaymentMethodField } from './payment-method-field';

interface ArrangementFormProps {
  options: ArrangementOptions;
  values: ArrangementFormValues;
  errors: ArrangementFormErrors;
  onChange: (change: Partial<ArrangementFormValues>) => void;
  onSubmit: () => void;
  isPreviewing: boolean;
}

/** What the customer asks: which claims, how many instalments, from when, how paid; "Bekijk het schema" asks the preview. */
export function ArrangementForm({
  options,
  values,
  errors,
  onChange,
  onSubmit,
  isPreviewing,
}: ArrangementFormProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-labelledby="arrangement-form-title">
      <div className="space-y-1">
        <h2 id="arrangement-form-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('paymentArrangement.form.heading')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('paymentArrangement.form.intro')}</p>
      </div>
      <ClaimsField
        options={options}
        claimIds={values.claimIds}
        onChange={(claimIds) => onChange({ claimIds })}
        error={errors.claims}
      />
      <InstalmentCountField
        options={options}
        totalCents={chosenTotalCents(options, values.claimIds)}
        firstDueDate={values.firstDueDate}
        instalments={values.instalments}
        proposeOther={values.proposeOther}
        onChange={onChange}
        error={errors.instalments}
      />
      <FormField
        label={t('paymentArrangement.form.firstDueDate.label')}
        hint={t('paymentArrangement.form.firstDueDate.hint', {
          date: formatDateShort(options.firstDueDateMax),
        })}
        error={errors.firstDueDate}
      >
        {(control) => (
          <Input
            {...control}
            type="date"
            required
            max={options.firstDueDateMax}
            value={values.firstDueDate}
            onChange={(event) => onChange({ firstDueDate: event.target.value })}
            className="sm:max-w-xs"
          />
        )}
      </FormField>
      <PaymentMethodField
        methods={options.methods}
        value={values.method}
        onChange={(method) => onChange({ method })}
      />
      <FormField
        label={t('paymentArrangement.form.note.label')}
        hint={t('paymentArrangement.form.note.hint')}
      >
        {(control) => (
          <Textarea
            {...control}
            maxLength={1000}
            value={values.note}
            onChange={(event) => onChange({ note: event.target.value })}
          />
        )}
      </FormField>
      <div className="flex justify-end border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button type="submit" isLoading={isPreviewing} className="w-full sm:w-auto">
          {t('paymentArrangement.form.preview')}
        </Button>
      </div>
    </form>
  );
}
