import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import type { MandateFormValues } from './mandate-form-values';

interface MandateFieldsProps {
  register: UseFormRegister<MandateFormValues>;
  errors: FieldErrors<MandateFormValues>;
}

/** The account the new mandate is for; checked with the contract's mandateConsentSchema. */
export function MandateFields({ register, errors }: MandateFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t('mandate.form.iban')}
        hint={t('mandate.form.ibanHint')}
        error={errors.iban?.message}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={42}
            {...register('iban')}
          />
        )}
      </FormField>
      <FormField label={t('mandate.form.bic')} hint={t('mandate.form.bicHint')} error={errors.bic?.message}>
        {(control) => (
          <Input
            {...control}
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={11}
            {...register('bic')}
          />
        )}
      </FormField>
      <FormField label={t('mandate.form.accountHolder')} error={errors.accountHolder?.message}>
        {(control) => (
          <Input {...control} autoComplete="name" maxLength={70} {...register('accountHolder')} />
        )}
      </FormField>
      <FormField label={t('mandate.form.signedPlace')} error={errors.signedPlace?.message}>
        {(control) => (
          <Input {...control} autoComplete="address-level2" maxLength={70} {...register('signedPlace')} />
        )}
      </FormField>
    </div>
  );
}
