import type { AdminPackage } from '@hostportaal/contract';
import { BILLING_INTERVALS, type BillingInterval, formatCents } from '@hostportaal/domain';
import { useEffect } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';
import { Select } from '../../../../components/ui/select';

interface PackageIntervalFieldsProps {
  packages: AdminPackage[];
  packageId: string;
  interval: BillingInterval;
  /** Moves the interval to one the newly chosen package offers. */
  onIntervalUnavailable: (interval: BillingInterval) => void;
  packageField: UseFormRegisterReturn;
  intervalField: UseFormRegisterReturn;
  errors: { packageId?: FieldError; interval?: FieldError };
}

/** Package and interval; only the intervals the chosen package has a price for are offered. */
export function PackageIntervalFields({
  packages,
  packageId,
  interval: currentInterval,
  onIntervalUnavailable,
  packageField,
  intervalField,
  errors,
}: PackageIntervalFieldsProps) {
  const { t } = useTranslation();
  const chosen = packages.find((pkg) => pkg.id === packageId);
  const offered = BILLING_INTERVALS.filter((interval) => !chosen || chosen.prices[interval] !== null);
  const fallback = offered[0];
  useEffect(() => {
    if (fallback && !offered.includes(currentInterval)) onIntervalUnavailable(fallback);
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('adminCatalog.subscriptions.form.package')} error={errors.packageId?.message}>
        {(control) => (
          <Select {...control} {...packageField}>
            <option value="">{t('adminCatalog.subscriptions.form.choosePackage')}</option>
            {packages.map((pkg) => (
              <option key={pkg.id} value={pkg.id}>
                {pkg.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('adminCatalog.subscriptions.form.interval')} error={errors.interval?.message}>
        {(control) => (
          <Select {...control} {...intervalField}>
            {offered.map((interval) => {
              const price = chosen?.prices[interval];
              return (
                <option key={interval} value={interval}>
                  {t(`adminCatalog.intervals.${interval}`)}
                  {price != null ? ` — ${formatCents(price)}` : ''}
                </option>
              );
            })}
          </Select>
        )}
      </FormField>
    </div>
  );
}
