import { useTranslation } from 'react-i18next';
import { Label } from '../../../../components/ui/label';
import { Select } from '../../../../components/ui/select';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '../../api/admin-dashboard';

/** How far back the stat cards' growth and payment figures look: 7, 30 or 90 days. */
export function OverviewPeriodSelect({
  value,
  onChange,
}: {
  value: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminOverview.period' });
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="overview-period">{t('label')}</Label>
      <Select
        id="overview-period"
        className="w-44"
        value={String(value)}
        onChange={(event) => {
          const period = DASHBOARD_PERIODS.find((days) => String(days) === event.target.value);
          if (period) onChange(period);
        }}
      >
        {DASHBOARD_PERIODS.map((days) => (
          <option key={days} value={days}>
            {t('option', { days })}
          </option>
        ))}
      </Select>
    </div>
  );
}
