import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { QUICK_PERIODS, quickPeriod, type ReportPeriod } from './report-period';

interface ReportPeriodPickerProps {
  period: ReportPeriod;
  today: string;
  onChange: (period: ReportPeriod) => void;
  error?: string;
}

export function ReportPeriodPicker({ period, today, onChange, error }: ReportPeriodPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('adminBilling.reports.period')}
      </legend>
      <div className="flex flex-wrap gap-2">
        {QUICK_PERIODS.map((choice) => {
          const range = quickPeriod(choice, today);
          const active = range.from === period.from && range.to === period.to;
          return (
            <Button
              key={choice}
              size="sm"
              variant={active ? 'primary' : 'secondary'}
              aria-pressed={active}
              onClick={() => onChange(range)}
            >
              {t(`adminBilling.reports.quick.${choice}`)}
            </Button>
          );
        })}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={t('adminBilling.filters.from')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={period.from}
              onChange={(event) => onChange({ ...period, from: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('adminBilling.filters.to')} error={error}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={period.to}
              onChange={(event) => onChange({ ...period, to: event.target.value })}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
