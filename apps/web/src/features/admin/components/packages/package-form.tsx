import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminPackage, type PackageBody, packageTypeSchema } from '@hostportaal/contract';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { Textarea } from '../../../../components/ui/textarea';
import { isApiError } from '../../../../lib/api/api-error';
import { applyFieldErrors } from '../../../../lib/forms/apply-field-errors';
import { mutationErrorText } from '../shell/mutation-error-text';
import { PackagePanelFields, PackagePriceFields, PackageSpecFields } from './package-form-sections';
import {
  PACKAGE_FORM_FIELDS,
  type PackageFormValues,
  packageFormSchema,
  packageFormValues,
} from './package-form-values';

interface PackageFormProps {
  pkg: AdminPackage | null;
  isSaving: boolean;
  /** Resolves when saved; rejects with the ApiError, whose field messages are put on the fields. */
  onSubmit: (body: PackageBody) => Promise<unknown>;
  onCancel: () => void;
}

export function PackageForm({ pkg, isSaving, onSubmit, onCancel }: PackageFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => packageFormSchema(t), [t]);
  const defaultValues = useMemo(() => packageFormValues(pkg), [pkg]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PackageFormValues, unknown, PackageBody>({ resolver: zodResolver(schema), defaultValues });
  const type = useWatch({ control, name: 'type' });

  const submit = handleSubmit((body) =>
    onSubmit(body).catch((error: unknown) => {
      if (applyFieldErrors(error, setError, PACKAGE_FORM_FIELDS)) return;
      // A slug taken in a race comes back as 409 without details: it is still about the slug.
      if (isApiError(error) && error.status === 409) {
        setError('slug', { type: 'server', message: mutationErrorText(error, t) });
        return;
      }
      const message = isApiError(error) ? mutationErrorText(error, t) : t('adminCatalog.saveFailed');
      setError('root.server', { type: 'server', message });
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {errors.root?.server?.message ? <Alert variant="error">{errors.root.server.message}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('adminCatalog.packages.form.name')} error={errors.name?.message}>
          {(control) => <Input {...control} maxLength={100} {...register('name')} />}
        </FormField>
        <FormField
          label={t('adminCatalog.packages.form.slug')}
          hint={t('adminCatalog.packages.form.slugHint')}
          error={errors.slug?.message}
        >
          {(control) => <Input {...control} maxLength={60} {...register('slug')} />}
        </FormField>
        <FormField label={t('adminCatalog.packages.form.type')} error={errors.type?.message}>
          {(control) => (
            <Select {...control} {...register('type')}>
              {packageTypeSchema.options.map((type) => (
                <option key={type} value={type}>
                  {t(`adminCatalog.packageTypes.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('adminCatalog.packages.form.vatRate')} error={errors.vatRateBp?.message}>
          {(control) => <Input {...control} inputMode="decimal" {...register('vatRateBp')} />}
        </FormField>
        <FormField label={t('adminCatalog.packages.form.sortOrder')} error={errors.sortOrder?.message}>
          {(control) => <Input {...control} inputMode="numeric" {...register('sortOrder')} />}
        </FormField>
        <PackagePanelFields type={type} register={register} errors={errors} />
      </div>
      <FormField label={t('adminCatalog.packages.form.description')} error={errors.description?.message}>
        {(control) => <Textarea {...control} rows={3} maxLength={2000} {...register('description')} />}
      </FormField>
      <PackagePriceFields register={register} errors={errors} />
      <PackageSpecFields register={register} errors={errors} />
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('adminCatalog.cancel')}
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {t('adminCatalog.packages.form.save')}
        </Button>
      </div>
    </form>
  );
}
