import { zodResolver } from '@hookform/resolvers/zod';
import { type CompleteAddress, completeAddressSchema, type User } from '@hostportaal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { applyFieldErrors } from '../../../lib/forms/apply-field-errors';
import { useUpdateProfile } from '../../../lib/session/update-profile';
import { addressOf } from '../lib/customer-address';
import { orderErrorText } from '../lib/order-error-text';

const FIELDS = ['street', 'houseNumber', 'zipcode', 'city', 'country'] as const;
// The countries the profile form offers (SPEC §2).
const COUNTRIES = ['NL', 'BE', 'DE', 'FR'] as const;
type Country = (typeof COUNTRIES)[number];

function isListed(code: string): code is Country {
  return (COUNTRIES as readonly string[]).includes(code);
}

/**
 * Asks a customer without a complete address for it before the mandate: the mandate and the invoices
 * name it. Saved to the profile with the profile's own call, which also checks the postcode.
 */
export function AddressStep({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [fieldErrorShown, setFieldErrorShown] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CompleteAddress>({
    resolver: zodResolver(completeAddressSchema),
    defaultValues: addressOf(user),
  });

  const save = handleSubmit((address) =>
    update.mutate(
      { firstname: user.firstname, lastname: user.lastname, email: user.email, ...address },
      { onError: (error) => setFieldErrorShown(applyFieldErrors(error, setError, FIELDS)) },
    ),
  );
  const formError = fieldErrorShown ? null : orderErrorText(update.error, t('ordering.address.failed'));
  // A country outside the list (an older profile) stays selectable, so saving does not change it.
  const countries: string[] = isListed(user.country) ? [...COUNTRIES] : [user.country, ...COUNTRIES];

  return (
    <form onSubmit={save} noValidate className="space-y-5" aria-labelledby="address-step-title">
      <div className="space-y-1">
        <h2 id="address-step-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('ordering.address.title')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('ordering.address.intro')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('ordering.address.street')} error={errors.street?.message}>
          {(control) => <Input {...control} autoComplete="address-line1" {...register('street')} />}
        </FormField>
        <FormField label={t('ordering.address.houseNumber')} error={errors.houseNumber?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register('houseNumber')} />}
        </FormField>
        <FormField label={t('ordering.address.zipcode')} error={errors.zipcode?.message}>
          {(control) => <Input {...control} autoComplete="postal-code" {...register('zipcode')} />}
        </FormField>
        <FormField label={t('ordering.address.city')} error={errors.city?.message}>
          {(control) => <Input {...control} autoComplete="address-level2" {...register('city')} />}
        </FormField>
        <FormField label={t('ordering.address.country')} error={errors.country?.message}>
          {(control) => (
            <Select {...control} autoComplete="country" {...register('country')}>
              {countries.map((code) => (
                <option key={code} value={code}>
                  {isListed(code) ? t(`ordering.address.countries.${code}`) : code}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      {update.isSuccess ? <Alert variant="success">{t('ordering.address.saved')}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" isLoading={update.isPending}>
          {t('ordering.address.save')}
        </Button>
      </div>
    </form>
  );
}
