import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';
import { Select } from '../../../../components/ui/select';
import type { ReportQuarter } from './report-period';

interface QuarterPickerProps {
  value: ReportQuarter;
  years: number[];
  onChange: (quarter: ReportQuarter) => void;
}

export function QuarterPicker({ value, years, onChange }: QuarterPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('adminBilling.reports.quarter.legend')}
      </legend>
      <div className="grid grid-cols-2 gap-4 sm:max-w-md">
        <FormField label={t('adminBilling.reports.quarter.year')}>
          {(control) => (
            <Select
              {...control}
              value={value.year}
              onChange={(event) => onChange({ ...value, year: Number(event.target.value) })}
            >
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('adminBilling.reports.quarter.quarter')}>
          {(control) => (
            <Select
              {...control}
              value={value.quarter}
              onChange={(event) => onChange({ ...value, quarter: Number(event.target.value) })}
            >
              {[1, 2, 3, 4].map((quarter) => (
                <option key={quarter} value={quarter}>
                  {t('adminBilling.reports.quarter.option', { quarter })}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
