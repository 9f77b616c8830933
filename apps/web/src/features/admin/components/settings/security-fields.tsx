import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../../components/ui/checkbox';
import { SettingsFieldset, type SettingsFieldsProps } from './settings-field';

/** Who may use the admin area: with the box ticked, only admins who turned on two-factor authentication. */
export function SecurityFields({ register, errors }: SettingsFieldsProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const errorId = useId();
  const error = errors.requireAdminTwoFactor?.message;
  return (
    <SettingsFieldset legend={t('adminCatalog.settings.security')}>
      <div className="space-y-1 sm:col-span-2">
        <Checkbox
          label={t('adminCatalog.settings.form.requireAdminTwoFactor')}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          {...register('requireAdminTwoFactor')}
        />
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {t('adminCatalog.settings.form.requireAdminTwoFactorHint')}
        </p>
        {error ? (
          <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    </SettingsFieldset>
  );
}
