import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import type { SETTINGS_FORM_FIELDS, SettingsFormValues } from './settings-form-values';

type SettingsField = (typeof SETTINGS_FORM_FIELDS)[number];

export interface SettingsFieldsProps {
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
}

interface SettingsInputProps extends SettingsFieldsProps {
  name: SettingsField;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  maxLength?: number;
  autoComplete?: string;
  /** Whole numbers: the form keeps them as numbers, as the body wants them. */
  numeric?: boolean;
}

/** One labelled input whose label is `adminCatalog.settings.form.<name>`; errors come from zod or the server. */
export function SettingsInput({
  name,
  register,
  errors,
  hint,
  type = 'text',
  maxLength,
  autoComplete = 'off',
  numeric = false,
}: SettingsInputProps) {
  const { t } = useTranslation();
  return (
    <FormField label={t(`adminCatalog.settings.form.${name}`)} hint={hint} error={errors[name]?.message}>
      {(control) => (
        <Input
          {...control}
          type={type}
          maxLength={maxLength}
          autoComplete={autoComplete}
          inputMode={numeric ? 'numeric' : undefined}
          {...register(name, numeric ? { valueAsNumber: true } : undefined)}
        />
      )}
    </FormField>
  );
}

export function SettingsFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="text-base font-semibold text-slate-900 dark:text-white">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
