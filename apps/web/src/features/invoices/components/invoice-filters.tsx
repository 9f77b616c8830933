import { type InvoiceStatusValue, invoiceStatusSchema } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';

interface InvoiceFiltersProps {
  status: InvoiceStatusValue | undefined;
  year: number | undefined;
  years: number[];
  onStatusChange: (status: InvoiceStatusValue | undefined) => void;
  onYearChange: (year: number | undefined) => void;
}

export function InvoiceFilters({ status, year, years, onStatusChange, onYearChange }: InvoiceFiltersProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-4 sm:flex-row">
      <legend className="sr-only">{t('billing.invoices.filters.label')}</legend>
      <div className="space-y-1 sm:w-56">
        <Label htmlFor="invoice-status-filter">{t('billing.invoices.filters.status')}</Label>
        <Select
          id="invoice-status-filter"
          value={status ?? ''}
          onChange={(event) => {
            const parsed = invoiceStatusSchema.safeParse(event.target.value);
            onStatusChange(parsed.success ? parsed.data : undefined);
          }}
        >
          <option value="">{t('billing.invoices.filters.allStatuses')}</option>
          {invoiceStatusSchema.options.map((value) => (
            <option key={value} value={value}>
              {t(`billing.invoices.filters.statusOption.${value}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1 sm:w-40">
        <Label htmlFor="invoice-year-filter">{t('billing.invoices.filters.year')}</Label>
        <Select
          id="invoice-year-filter"
          value={year ?? ''}
          onChange={(event) => onYearChange(event.target.value ? Number(event.target.value) : undefined)}
        >
          <option value="">{t('billing.invoices.filters.allYears')}</option>
          {years.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Select>
      </div>
    </fieldset>
  );
}
