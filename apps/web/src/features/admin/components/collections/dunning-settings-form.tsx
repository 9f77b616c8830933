import type { DunningSettingsBody } from '@hostportaal/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { isApiError } from '../../../../lib/api/api-error';
import { mutationErrorText } from '../shell/mutation-error-text';
import {
  DAY_FIELDS,
  type DunningFormValues,
  dunningFormValues,
  dunningSettingsResolver,
  formFieldOf,
} from './dunning-settings-values';

interface DunningSettingsFormProps {
  settings: DunningSettingsBody;
  isSaving: boolean;
  /** Resolves with the saved schedule; rejects with the ApiError, whose field messages go on the fields. */
  onSubmit: (body: DunningSettingsBody) => Promise<DunningSettingsBody>;
}

/** The dunning schedule: on/off, the days after the due date of each step, the 14-day letter's channel, the fee cap. */
export function DunningSettingsForm({ settings, isSaving, onSubmit }: DunningSettingsFormProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections.settings' });
  const { t: tRoot } = useTranslation();
  const resolver = useMemo(() => dunningSettingsResolver(tRoot), [tRoot]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<DunningFormValues, unknown, DunningSettingsBody>({
    resolver,
    defaultValues: dunningFormValues(settings),
  });

  const submit = handleSubmit((body) =>
    onSubmit(body)
      // What the server saved becomes the baseline; a background refresh never resets what is being typed.
      .then((saved) => reset(dunningFormValues(saved)))
      .catch((error: unknown) => {
        let placed = false;
        for (const detail of isApiError(error) ? error.details : []) {
          const field = formFieldOf(detail.field);
          if (field) {
            setError(field, { type: 'server', message: detail.message });
            placed = true;
          }
        }
        if (!placed) {
          setError('root.server', {
            type: 'server',
            message: t('saveFailed', { message: mutationErrorText(error, tRoot) }),
          });
        }
      }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {errors.root?.server?.message ? <Alert variant="error">{errors.root.server.message}</Alert> : null}
      <Checkbox label={t('enabled')} {...register('enabled')} />
      <fieldset className="min-w-0 space-y-3">
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">{t('days')}</legend>
        <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {DAY_FIELDS.map((name) => (
            <FormField key={name} label={t(name)} error={errors[name]?.message}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={365}
                  step={1}
                  {...register(name, { valueAsNumber: true })}
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('noticeChannel')} error={errors.noticeChannel?.message}>
          {(control) => (
            <Select {...control} {...register('noticeChannel')}>
              <option value="email">{t('channels.email')}</option>
              <option value="post">{t('channels.post')}</option>
            </Select>
          )}
        </FormField>
        <FormField label={t('feeCap')} hint={t('feeCapHint')} error={errors.feeCapEuro?.message}>
          {(control) => (
            <Input {...control} inputMode="decimal" autoComplete="off" {...register('feeCapEuro')} />
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button
          type="button"
          variant="secondary"
          disabled={!isDirty || isSaving}
          onClick={() => reset(dunningFormValues(settings))}
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
