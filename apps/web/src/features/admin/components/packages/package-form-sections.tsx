import type { PackageType } from '@hostportaal/contract';
import { BILLING_INTERVALS } from '@hostportaal/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import type { PackageFormValues } from './package-form-values';
import { SPEC_FIELDS } from './package-form-values';

interface SectionProps {
  register: UseFormRegister<PackageFormValues>;
  errors: FieldErrors<PackageFormValues>;
}

/** One euro field per interval; an empty field means the interval is not offered. */
export function PackagePriceFields({ register, errors }: SectionProps) {
  const { t } = useTranslation();
  const groupError = errors.prices?.message ?? errors.prices?.root?.message;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('adminCatalog.packages.form.pricesLegend')}
      </legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t('adminCatalog.packages.form.pricesHint')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {BILLING_INTERVALS.map((interval) => (
          <FormField
            key={interval}
            label={t('adminCatalog.packages.form.priceFor', {
              interval: t(`adminCatalog.intervals.${interval}`),
            })}
            error={errors.prices?.[interval]?.message}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                placeholder="0,00"
                {...register(`prices.${interval}`)}
              />
            )}
          </FormField>
        ))}
      </div>
      {groupError ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {groupError}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Disk, bandwidth, vCPU and RAM, each optional. */
export function PackageSpecFields({ register, errors }: SectionProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('adminCatalog.packages.form.specsLegend')}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {SPEC_FIELDS.map((field) => (
          <FormField
            key={field}
            label={t(`adminCatalog.packages.form.specs.${field}`)}
            error={errors.specs?.[field]?.message}
          >
            {(control) => <Input {...control} inputMode="numeric" {...register(`specs.${field}`)} />}
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * What the package is on its panel: a game server's game, slots and Pterodactyl egg, or for every other
 * type the DirectAdmin package. Rendered inside the form's two-column grid.
 */
export function PackagePanelFields({ type, register, errors }: SectionProps & { type: PackageType }) {
  const { t } = useTranslation();
  if (type !== 'game_server')
    return (
      <FormField
        label={t('adminCatalog.packages.form.directadminPackage')}
        error={errors.directadminPackage?.message}
      >
        {(control) => <Input {...control} maxLength={100} {...register('directadminPackage')} />}
      </FormField>
    );
  return (
    <>
      <FormField
        label={t('adminCatalog.packages.form.game')}
        hint={t('adminCatalog.packages.form.gameHint')}
        error={errors.game?.message}
      >
        {(control) => <Input {...control} maxLength={40} autoComplete="off" {...register('game')} />}
      </FormField>
      <FormField label={t('adminCatalog.packages.form.slots')} error={errors.slots?.message}>
        {(control) => <Input {...control} inputMode="numeric" {...register('slots')} />}
      </FormField>
      <FormField
        label={t('adminCatalog.packages.form.pterodactylEgg')}
        hint={t('adminCatalog.packages.form.pterodactylEggHint')}
        error={errors.pterodactylEgg?.message}
      >
        {(control) => <Input {...control} autoComplete="off" {...register('pterodactylEgg')} />}
      </FormField>
    </>
  );
}
