import { invoiceKindSchema, invoiceStatusSchema } from '@hostportaal/contract';
import { invoiceStatusLabel } from '@hostportaal/domain';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import type { InvoiceFilterForm, InvoiceListState } from './use-invoice-list-state';

type FiltersProps = Pick<InvoiceListState, 'form' | 'amountErrors' | 'changeFilter' | 'reset'>;

export function InvoiceFilters({ form, amountErrors, changeFilter, reset }: FiltersProps) {
  const { t } = useTranslation();
  const amountError = t('adminBilling.filters.amountInvalid');
  return (
    <div className="space-y-4">
      <FormField label={t('adminBilling.filters.search')} hint={t('adminBilling.filters.searchHint')}>
        {(control) => (
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500"
            />
            <Input
              {...control}
              type="search"
              className="pl-9"
              value={form.search}
              onChange={(event) => changeFilter('search', event.target.value)}
            />
          </div>
        )}
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label={t('adminBilling.filters.status')}>
          {(control) => (
            <Select
              {...control}
              value={form.status}
              onChange={(event) => changeFilter('status', event.target.value as InvoiceFilterForm['status'])}
            >
              <option value="">{t('adminBilling.filters.allStatuses')}</option>
              {invoiceStatusSchema.options.map((status) => (
                <option key={status} value={status}>
                  {t(`adminBilling.status.${status}`, { defaultValue: invoiceStatusLabel(status) })}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('adminBilling.filters.kind')}>
          {(control) => (
            <Select
              {...control}
              value={form.kind}
              onChange={(event) => changeFilter('kind', event.target.value as InvoiceFilterForm['kind'])}
            >
              <option value="">{t('adminBilling.filters.allKinds')}</option>
              {invoiceKindSchema.options.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`adminBilling.kind.${kind}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('adminBilling.filters.from')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={form.from}
              onChange={(event) => changeFilter('from', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('adminBilling.filters.to')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={form.to}
              onChange={(event) => changeFilter('to', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label={t('adminBilling.filters.minAmount')}
          error={amountErrors.min ? amountError : undefined}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={form.minEuro}
              onChange={(event) => changeFilter('minEuro', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label={t('adminBilling.filters.maxAmount')}
          error={amountErrors.max ? amountError : undefined}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={form.maxEuro}
              onChange={(event) => changeFilter('maxEuro', event.target.value)}
            />
          )}
        </FormField>
        <div className="flex items-end">
          <Button variant="secondary" onClick={reset}>
            {t('adminBilling.filters.reset')}
          </Button>
        </div>
      </div>
    </div>
  );
}
