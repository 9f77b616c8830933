import { ANALYTICS_TIMEFRAMES, type AnalyticsTimeframe } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../../components/ui/label';
import { Select } from '../../../../components/ui/select';

/** The analytics timeframe: the last 7, 30 or 90 days or 12 months, ending today. */
export function AnalyticsTimeframeSelect({
  value,
  onChange,
}: {
  value: AnalyticsTimeframe;
  onChange: (timeframe: AnalyticsTimeframe) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminAnalytics.timeframe' });
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="analytics-timeframe">{t('label')}</Label>
      <Select
        id="analytics-timeframe"
        className="w-48"
        value={value}
        onChange={(event) => {
          const timeframe = ANALYTICS_TIMEFRAMES.find((option) => option === event.target.value);
          if (timeframe) onChange(timeframe);
        }}
      >
        {ANALYTICS_TIMEFRAMES.map((option) => (
          <option key={option} value={option}>
            {t(option)}
          </option>
        ))}
      </Select>
    </div>
  );
}
