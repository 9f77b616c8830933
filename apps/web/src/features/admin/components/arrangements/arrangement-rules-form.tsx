import type { ArrangementRulesBody } from '@hostportaal/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { isApiError } from '../../../../lib/api/api-error';
import { mutationErrorText } from '../shell/mutation-error-text';
import {
  type ArrangementRulesFormValues,
  arrangementRulesResolver,
  rulesFormFieldOf,
  rulesFormValues,
} from './arrangement-rules-values';

interface ArrangementRulesFormProps {
  rules: ArrangementRulesBody;
  isSaving: boolean;
  /** Resolves with the saved rules; rejects with the ApiError, whose field messages go on the fields. */
  onSubmit: (body: ArrangementRulesBody) => Promise<ArrangementRulesBody>;
}

/** Minimum total and instalment, most instalments, days of grace, and the two yes/no rules. */
export function ArrangementRulesForm({ rules, isSaving, onSubmit }: ArrangementRulesFormProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminArrangements.rules' });
  const { t: tRoot } = useTranslation();
  const resolver = useMemo(() => arrangementRulesResolver(tRoot), [tRoot]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<ArrangementRulesFormValues, unknown, ArrangementRulesBody>({
    resolver,
    defaultValues: rulesFormValues(rules),
  });

  const submit = handleSubmit((body) =>
    onSubmit(body)
      // What the server saved becomes the baseline; a background refresh never resets what is being typed.
      .then((saved) => reset(rulesFormValues(saved)))
      .catch((error: unknown) => {
        let placed = false;
        for (const detail of isApiError(error) ? error.details : []) {
          const field = rulesFormFieldOf(detail.field);
          if (field) {
            setError(field, { type: 'server', message: detail.message });
            placed = true;
          }
        }
        if (!placed)
          setError('root.server', {
            type: 'server',
            message: t('saveFailed', { message: mutationErrorText(error, tRoot) }),
          });
      }),
  );

  const numberInput = (name: 'maxInstalments' | 'graceDays', max: number) => (
    <FormField
      label={t(name)}
      hint={name === 'graceDays' ? t('graceDaysHint') : undefined}
      error={errors[name]?.message}
    >
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={name === 'graceDays' ? 1 : 2}
          max={max}
          step={1}
          {...register(name, { valueAsNumber: true })}
        />
      )}
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {errors.root?.server?.message ? <Alert variant="error">{errors.root.server.message}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label={t('minTotal')} hint={t('minTotalHint')} error={errors.minTotalEuro?.message}>
          {(control) => (
            <Input {...control} inputMode="decimal" autoComplete="off" {...register('minTotalEuro')} />
          )}
        </FormField>
        {numberInput('maxInstalments', 36)}
        <FormField label={t('minInstalment')} error={errors.minInstalmentEuro?.message}>
          {(control) => (
            <Input {...control} inputMode="decimal" autoComplete="off" {...register('minInstalmentEuro')} />
          )}
        </FormField>
        {numberInput('graceDays', 60)}
      </div>
      <div className="space-y-3">
        <Checkbox label={t('allowAfterLapse')} {...register('allowAfterLapse')} />
        <Checkbox label={t('resumeOnFirstInstalment')} {...register('resumeOnFirstInstalment')} />
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button
          type="button"
          variant="secondary"
          disabled={!isDirty || isSaving}
          onClick={() => reset(rulesFormValues(rules))}
        >
          {t('undo')}
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
