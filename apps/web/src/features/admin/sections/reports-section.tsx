import { amsterdamToday } from '@hostportaal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ExportDownloads } from '../components/reports/export-downloads';
import { quickPeriod, type ReportPeriod } from '../components/reports/report-period';
import { ReportPeriodPicker } from '../components/reports/report-period-picker';

// Administration Dashboard section "reports" (issue 4): invoices and payments per period for the accountant.
export function ReportsSection() {
  const { t } = useTranslation();
  const [today] = useState(() => amsterdamToday(new Date()));
  const [period, setPeriod] = useState<ReportPeriod>(() => quickPeriod('thisMonth', today));
  const incomplete = period.from === '' || period.to === '';
  const reversed = !incomplete && period.from > period.to;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('adminBilling.reports.title')}</CardTitle>
        <CardDescription>{t('adminBilling.reports.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <ReportPeriodPicker
          period={period}
          today={today}
          onChange={setPeriod}
          error={reversed ? t('adminBilling.reports.toBeforeFrom') : undefined}
        />
        <ExportDownloads period={period} disabled={incomplete || reversed} />
      </CardContent>
    </Card>
  );
}
