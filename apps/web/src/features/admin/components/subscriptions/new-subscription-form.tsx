import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminSubscription, CreateSubscriptionBody } from '@hostportaal/contract';
import { amsterdamToday } from '@hostportaal/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { useToast } from '../../../../components/ui/toast';
import { applyFieldErrors } from '../../../../lib/forms/apply-field-errors';
import { useAdminPackages } from '../../api/admin-packages';
import { useCreateSubscription } from '../../api/admin-subscription-actions';
import { mutationErrorText } from '../shell/mutation-error-text';
import { NewSubscriptionCustomerPicker, type PickedCustomer } from './new-subscription-customer-picker';
import { NewSubscriptionMandateSelect } from './new-subscription-mandate-select';
import {
  NEW_SUBSCRIPTION_FIELDS,
  type NewSubscriptionValues,
  newSubscriptionSchema,
} from './new-subscription-schema';
import { PackageIntervalFields } from './package-interval-fields';

interface NewSubscriptionFormProps {
  /** Starting from an existing subscription fills in its customer and (when still valid) its mandate. */
  from: AdminSubscription | null;
  onDone: () => void;
  onCancel: () => void;
}

export function NewSubscriptionForm({ from, onDone, onCancel }: NewSubscriptionFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const packages = useAdminPackages();
  const create = useCreateSubscription();
  const today = amsterdamToday(new Date());
  const schema = useMemo(() => newSubscriptionSchema(t, today), [t, today]);
  const { register, handleSubmit, watch, setError, setValue, formState } = useForm<
    NewSubscriptionValues,
    unknown,
    CreateSubscriptionBody
  >({
    resolver: zodResolver(schema),
    defaultValues: {
      userId: from?.userId ?? '',
      packageId: '',
      interval: 'monthly',
      startDate: today,
      mandateId: from?.mandateId ?? '',
      priceCents: '',
      domain: '',
    },
  });
  const { errors } = formState;
  const [customer, setCustomer] = useState<PickedCustomer | null>(() =>
    from ? { id: from.userId, name: from.customerName, email: from.customerEmail } : null,
  );
  const chooseCustomer = (next: PickedCustomer | null) => {
    setCustomer(next);
    setValue('userId', next?.id ?? '', { shouldDirty: true, shouldValidate: formState.isSubmitted });
    // Mandates belong to one customer: another customer starts from bank transfer again.
    setValue('mandateId', '', { shouldDirty: true });
  };
  const submit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: ({ subscription }) => {
        toast(
          t('adminCatalog.subscriptions.create.done', {
            title: subscription.title,
            customer: subscription.customerName,
          }),
          {
            tone: 'success',
          },
        );
        onDone();
      },
      onError: (error) => applyFieldErrors(error, setError, NEW_SUBSCRIPTION_FIELDS),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {create.error ? <Alert variant="error">{mutationErrorText(create.error, t)}</Alert> : null}
      <FormField
        label={t('adminCatalog.subscriptions.form.customer')}
        hint={t('adminCatalog.subscriptions.form.customerHint')}
        error={errors.userId?.message}
      >
        {(control) => (
          <NewSubscriptionCustomerPicker control={control} value={customer} onChange={chooseCustomer} />
        )}
      </FormField>
      <PackageIntervalFields
        packages={(packages.data ?? []).filter((pkg) => pkg.isActive)}
        packageId={watch('packageId')}
        interval={watch('interval')}
        onIntervalUnavailable={(interval) => setValue('interval', interval)}
        packageField={register('packageId')}
        intervalField={register('interval')}
        errors={errors}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('adminCatalog.subscriptions.form.startDate')} error={errors.startDate?.message}>
          {(control) => <Input {...control} type="date" min={today} {...register('startDate')} />}
        </FormField>
        <FormField
          label={t('adminCatalog.subscriptions.form.priceOverride')}
          hint={t('adminCatalog.subscriptions.form.priceOverrideEmpty')}
          error={errors.priceCents?.message}
        >
          {(control) => (
            <Input {...control} inputMode="decimal" placeholder="0,00" {...register('priceCents')} />
          )}
        </FormField>
        <FormField
          label={t('adminCatalog.subscriptions.form.mandate')}
          hint={
            customer
              ? t('adminCatalog.subscriptions.form.mandatePickHint')
              : t('adminCatalog.subscriptions.form.mandateChooseCustomer')
          }
          error={errors.mandateId?.message}
        >
          {(control) => (
            <NewSubscriptionMandateSelect
              control={control}
              userId={customer?.id ?? null}
              value={watch('mandateId')}
              onChange={(mandateId) => setValue('mandateId', mandateId, { shouldDirty: true })}
            />
          )}
        </FormField>
        <FormField label={t('adminCatalog.subscriptions.form.domain')} error={errors.domain?.message}>
          {(control) => <Input {...control} maxLength={253} {...register('domain')} />}
        </FormField>
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('adminCatalog.cancel')}
        </Button>
        <Button type="submit" isLoading={create.isPending}>
          {t('adminCatalog.subscriptions.create.submit')}
        </Button>
      </div>
    </form>
  );
}
