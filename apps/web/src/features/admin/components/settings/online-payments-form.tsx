import { zodResolver } from '@hookform/resolvers/zod';
import {
  ONLINE_PAYMENT_METHODS,
  type OnlinePaymentMode,
  type OnlinePaymentSettingsView,
  type UpdateOnlinePaymentSettingsBody,
} from '@hostportaal/contract';
import { useId, useMemo } from 'react';
import { type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { useToast } from '../../../../components/ui/toast';
import { applyFieldErrors } from '../../../../lib/forms/apply-field-errors';
import { useSaveOnlinePaymentSettings } from '../../api/online-payment-settings';
import { mutationErrorText } from '../shell/mutation-error-text';
import {
  ONLINE_PAYMENTS_FORM_FIELDS,
  type OnlinePaymentsFormValues,
  onlinePaymentsFormSchema,
  onlinePaymentsFormValues,
} from './online-payments-form-values';

const MODES: readonly OnlinePaymentMode[] = ['off', 'demo', 'test', 'live'];
const legendClass = 'text-sm font-medium text-slate-900 dark:text-white';
const errorClass = 'text-sm font-medium text-red-700 dark:text-red-300';

interface FieldsProps {
  register: UseFormRegister<OnlinePaymentsFormValues>;
  errors: FieldErrors<OnlinePaymentsFormValues>;
}

function ModeOption({ mode, register }: { mode: OnlinePaymentMode } & Pick<FieldsProps, 'register'>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="radio"
        value={mode}
        aria-describedby={`${id}-hint`}
        className="mt-1 accent-indigo-600 dark:accent-indigo-400"
        {...register('mode')}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-white">
          {t(`adminOnlinePayments.modes.${mode}`)}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {t(`adminOnlinePayments.modeHints.${mode}`)}
        </p>
      </div>
    </div>
  );
}

function MethodFields({ register, errors }: FieldsProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const error = errors.methods?.message;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className={legendClass}>{t('adminOnlinePayments.methods')}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {ONLINE_PAYMENT_METHODS.map((method) => (
          <Checkbox
            key={method}
            value={method}
            label={t(`adminOnlinePayments.methodNames.${method}`)}
            {...register('methods')}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Mode, Mollie key and methods, saved together; the key is only ever sent, never shown back. */
export function OnlinePaymentsForm({ settings }: { settings: OnlinePaymentSettingsView }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveOnlinePaymentSettings();
  const resolver = useMemo(
    () => zodResolver(onlinePaymentsFormSchema(t, settings.apiKeyHint)),
    [t, settings.apiKeyHint],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<OnlinePaymentsFormValues, unknown, UpdateOnlinePaymentSettingsBody>({
    resolver,
    defaultValues: onlinePaymentsFormValues(settings),
  });
  // The demo checkout does not exist in production; a stored demo mode still shows what it is.
  const modes = MODES.filter((mode) => mode !== 'demo' || settings.demoAvailable || settings.mode === 'demo');

  const submit = handleSubmit((body) =>
    save
      .mutateAsync(body)
      .then((saved) => {
        reset(onlinePaymentsFormValues(saved));
        toast(t('adminOnlinePayments.saved'), { tone: 'success' });
      })
      .catch((error: unknown) => {
        if (applyFieldErrors(error, setError, ONLINE_PAYMENTS_FORM_FIELDS)) return;
        setError('root.server', { type: 'server', message: mutationErrorText(error, t) });
      }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={t('adminOnlinePayments.title')}>
      {errors.root?.server?.message ? <Alert variant="error">{errors.root.server.message}</Alert> : null}
      <fieldset className="space-y-3">
        <legend className={legendClass}>{t('adminOnlinePayments.mode')}</legend>
        {modes.map((mode) => (
          <ModeOption key={mode} mode={mode} register={register} />
        ))}
        {errors.mode?.message ? <p className={errorClass}>{errors.mode.message}</p> : null}
      </fieldset>
      <FormField
        label={t('adminOnlinePayments.apiKey')}
        hint={t('adminOnlinePayments.apiKeyHint')}
        error={errors.apiKey?.message}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder={
              settings.apiKeyHint
                ? t('adminOnlinePayments.apiKeyStored', { hint: settings.apiKeyHint })
                : undefined
            }
            {...register('apiKey')}
          />
        )}
      </FormField>
      <MethodFields register={register} errors={errors} />
      <div className="flex justify-end border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button type="submit" isLoading={save.isPending}>
          {t('adminOnlinePayments.save')}
        </Button>
      </div>
    </form>
  );
}
