import { useTranslation } from 'react-i18next';
import { SettingsFieldset, type SettingsFieldsProps, SettingsInput } from './settings-field';

/** Our details as printed on invoices and shown to customers. */
export function CompanyFields(props: SettingsFieldsProps) {
  const { t } = useTranslation();
  return (
    <SettingsFieldset legend={t('adminCatalog.settings.company')}>
      <SettingsInput {...props} name="name" maxLength={70} autoComplete="organization" />
      <SettingsInput {...props} name="street" maxLength={70} />
      <SettingsInput {...props} name="houseNumber" maxLength={16} />
      <SettingsInput {...props} name="zipcode" maxLength={16} />
      <SettingsInput {...props} name="city" maxLength={35} />
      <SettingsInput
        {...props}
        name="country"
        maxLength={2}
        hint={t('adminCatalog.settings.form.countryHint')}
      />
      <SettingsInput {...props} name="kvkNumber" maxLength={8} />
      <SettingsInput
        {...props}
        name="vatId"
        maxLength={14}
        hint={t('adminCatalog.settings.form.vatIdHint')}
      />
      <SettingsInput {...props} name="email" type="email" maxLength={254} />
      <SettingsInput {...props} name="phone" type="tel" maxLength={30} />
      <SettingsInput {...props} name="website" type="url" maxLength={200} />
      <SettingsInput {...props} name="supportHours" maxLength={200} />
      <SettingsInput
        {...props}
        name="paymentTermDays"
        numeric
        hint={t('adminCatalog.settings.form.paymentTermDaysHint')}
      />
      <SettingsInput
        {...props}
        name="hostingGraceDays"
        numeric
        hint={t('adminCatalog.settings.form.hostingGraceDaysHint')}
      />
    </SettingsFieldset>
  );
}
