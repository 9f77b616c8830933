import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminSubscription,
  billingIntervalSchema,
  changeSubscriptionBodySchema,
} from '@hostportaal/contract';
import { centsToEuroString } from '@hostportaal/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { useToast } from '../../../../components/ui/toast';
import { formatDateShort } from '../../../../lib/dates/format-date';
import { applyFieldErrors } from '../../../../lib/forms/apply-field-errors';
import { useAdminPackages } from '../../api/admin-packages';
import { useChangeSubscription } from '../../api/admin-subscription-actions';
import { mutationErrorText } from '../shell/mutation-error-text';
import { PackageIntervalFields } from './package-interval-fields';
import { priceOverrideSchema } from './price-override-field';

interface ChangePlanFormProps {
  subscription: AdminSubscription;
  onDone: (subscription: AdminSubscription) => void;
  onCancel: () => void;
}

/** Package, interval and agreed price from the next period; the current, invoiced period stays as it is. */
export function ChangePlanForm({ subscription, onDone, onCancel }: ChangePlanFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const packages = useAdminPackages();
  const change = useChangeSubscription();
  const schema = useMemo(
    () =>
      z
        .object({
          packageId: z.string().min(1, t('adminCatalog.subscriptions.form.packageRequired')),
          interval: billingIntervalSchema,
          priceCents: priceOverrideSchema(t),
        })
        .pipe(changeSubscriptionBodySchema),
    [t],
  );
  const { register, handleSubmit, watch, setError, setValue, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      packageId: subscription.packageId,
      interval: subscription.interval,
      priceCents: '',
    },
  });
  const offered = (packages.data ?? []).filter((pkg) => pkg.isActive || pkg.id === subscription.packageId);

  const submit = handleSubmit((body) =>
    change.mutate(
      { id: subscription.id, body },
      {
        onSuccess: ({ subscription: changed }) => {
          const date = changed.pendingChange?.effectiveDate ?? changed.nextBillingDate;
          toast(t('adminCatalog.subscriptions.change.done', { date: date ? formatDateShort(date) : '—' }), {
            tone: 'success',
          });
          onDone(changed);
        },
        onError: (error) => applyFieldErrors(error, setError, ['packageId', 'interval', 'priceCents']),
      },
    ),
  );
  const { errors } = formState;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {change.error ? <Alert variant="error">{mutationErrorText(change.error, t)}</Alert> : null}
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {subscription.nextBillingDate
          ? t('adminCatalog.subscriptions.change.from', {
              date: formatDateShort(subscription.nextBillingDate),
            })
          : t('adminCatalog.subscriptions.change.fromNext')}
      </p>
      <PackageIntervalFields
        packages={offered}
        packageId={watch('packageId')}
        interval={watch('interval')}
        onIntervalUnavailable={(interval) => setValue('interval', interval)}
        packageField={register('packageId')}
        intervalField={register('interval')}
        errors={errors}
      />
      <FormField
        label={t('adminCatalog.subscriptions.form.priceOverride')}
        hint={t('adminCatalog.subscriptions.form.priceOverrideHint', {
          current: centsToEuroString(subscription.priceCents).replace('.', ','),
        })}
        error={errors.priceCents?.message}
      >
        {(control) => (
          <Input {...control} inputMode="decimal" placeholder="0,00" {...register('priceCents')} />
        )}
      </FormField>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('adminCatalog.back')}
        </Button>
        <Button type="submit" isLoading={change.isPending}>
          {t('adminCatalog.subscriptions.change.submit')}
        </Button>
      </div>
    </form>
  );
}
