import { pain008VersionSchema, sepaSchemeSchema } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';
import { Select } from '../../../../components/ui/select';
import { SettingsFieldset, type SettingsFieldsProps, SettingsInput } from './settings-field';

/** The account customers pay into; its IBAN and BIC are checked by the server. */
export function BankFields(props: SettingsFieldsProps) {
  const { t } = useTranslation();
  return (
    <SettingsFieldset legend={t('adminCatalog.settings.bank')}>
      <SettingsInput {...props} name="iban" maxLength={42} />
      <SettingsInput {...props} name="bic" maxLength={11} hint={t('adminCatalog.settings.form.bicHint')} />
    </SettingsFieldset>
  );
}

/** Us as SEPA creditor: what goes into the pain.008 bank file and the mandate text. */
export function SepaFields(props: SettingsFieldsProps) {
  const { t } = useTranslation();
  const { register, errors } = props;
  return (
    <SettingsFieldset legend={t('adminCatalog.settings.sepa')}>
      <SettingsInput
        {...props}
        name="creditorId"
        maxLength={35}
        hint={t('adminCatalog.settings.form.creditorIdHint')}
      />
      <FormField
        label={t('adminCatalog.settings.form.sepaScheme')}
        hint={t('adminCatalog.settings.form.sepaSchemeHint')}
        error={errors.sepaScheme?.message}
      >
        {(control) => (
          <Select {...control} {...register('sepaScheme')}>
            {sepaSchemeSchema.options.map((scheme) => (
              <option key={scheme} value={scheme}>
                {t(`adminCatalog.settings.schemes.${scheme}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <SettingsInput
        {...props}
        name="collectionLeadDays"
        numeric
        hint={t('adminCatalog.settings.form.collectionLeadDaysHint')}
      />
      <SettingsInput
        {...props}
        name="preNotificationDays"
        numeric
        hint={t('adminCatalog.settings.form.preNotificationDaysHint')}
      />
      <FormField
        label={t('adminCatalog.settings.form.pain008Version')}
        hint={t('adminCatalog.settings.form.pain008VersionHint')}
        error={errors.pain008Version?.message}
      >
        {(control) => (
          <Select {...control} {...register('pain008Version')}>
            {pain008VersionSchema.options.map((version) => (
              <option key={version} value={version}>
                {version}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </SettingsFieldset>
  );
}
