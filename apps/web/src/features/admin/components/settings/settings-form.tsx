import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CompanySettingsBody,
  type CompanySettingsView,
  companySettingsBodySchema,
} from '@hostportaal/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/api/api-error';
import { applyFieldErrors } from '../../../../lib/forms/apply-field-errors';
import { mutationErrorText } from '../shell/mutation-error-text';
import { CompanyFields } from './company-fields';
import { SecurityFields } from './security-fields';
import { BankFields, SepaFields } from './sepa-fields';
import {
  numberErrorMap,
  SETTINGS_FORM_FIELDS,
  type SettingsFormValues,
  settingsFormValues,
} from './settings-form-values';

interface SettingsFormProps {
  settings: CompanySettingsView;
  isSaving: boolean;
  /** Resolves with the saved settings; rejects with the ApiError, whose field messages go on the fields. */
  onSubmit: (body: CompanySettingsBody) => Promise<CompanySettingsView>;
}

export function SettingsForm({ settings, isSaving, onSubmit }: SettingsFormProps) {
  const { t } = useTranslation();
  const resolver = useMemo(() => zodResolver(companySettingsBodySchema, { error: numberErrorMap(t) }), [t]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<SettingsFormValues, unknown, CompanySettingsBody>({
    resolver,
    defaultValues: settingsFormValues(settings),
  });

  const submit = handleSubmit((body) =>
    onSubmit(body)
      // The saved values (as the server normalised them) become the baseline. A background refresh does not
      // reset the form, so it never wipes what the admin is typing.
      .then((saved) => reset(settingsFormValues(saved)))
      .catch((error: unknown) => {
        if (applyFieldErrors(error, setError, SETTINGS_FORM_FIELDS)) return;
        const message = isApiError(error) ? mutationErrorText(error, t) : t('adminCatalog.saveFailed');
        setError('root.server', { type: 'server', message });
      }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      {errors.root?.server?.message ? <Alert variant="error">{errors.root.server.message}</Alert> : null}
      <CompanyFields register={register} errors={errors} />
      <BankFields register={register} errors={errors} />
      <SepaFields register={register} errors={errors} />
      <SecurityFields register={register} errors={errors} />
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button
          type="button"
          variant="secondary"
          disabled={!isDirty || isSaving}
          onClick={() => reset(settingsFormValues(settings))}
        >
          {t('adminCatalog.settings.undo')}
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {t('adminCatalog.settings.save')}
        </Button>
      </div>
    </form>
  );
}
