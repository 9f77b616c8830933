import { amsterdamToday } from '@hostportaal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { ReportChoice, ReportKind } from '../api/exports';
import { QuarterPicker } from '../components/reports/quarter-picker';
import { ReportDownloads } from '../components/reports/report-downloads';
import { ReportKindPicker } from '../components/reports/report-kind-picker';
import {
  lastCompletedQuarter,
  quickPeriod,
  type ReportPeriod,
  type ReportQuarter,
  reportYears,
} from '../components/reports/report-period';
import { ReportPeriodPicker } from '../components/reports/report-period-picker';
import { VatSummaryTable } from '../components/reports/vat-summary-table';

// Administration Dashboard section "reports" (issue 7): the VAT summary for the BTW return, the invoice
// and payment registers, the open-items list and the collection report, as CSV, Excel or PDF; and the
// e-invoices of a period for the accountant, as a ZIP of UBL and PDF files (issue 21).
export function ReportsSection() {
  const { t } = useTranslation();
  const [today] = useState(() => amsterdamToday(new Date()));
  const [kind, setKind] = useState<ReportKind>('vat-summary');
  const [quarter, setQuarter] = useState<ReportQuarter>(() => lastCompletedQuarter(today));
  const [period, setPeriod] = useState<ReportPeriod>(() => quickPeriod('thisMonth', today));
  const [date, setDate] = useState(today);
  const incomplete = period.from === '' || period.to === '';
  const reversed = !incomplete && period.from > period.to;

  let request: ReportChoice | null;
  if (kind === 'vat-summary') request = { kind, ...quarter };
  else if (kind === 'open-items') request = date === '' ? null : { kind, date };
  else request = incomplete || reversed ? null : { kind, ...period };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('adminBilling.reports.title')}</CardTitle>
        <CardDescription>{t('adminBilling.reports.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <ReportKindPicker value={kind} onChange={setKind} />
        {kind === 'vat-summary' ? (
          <QuarterPicker value={quarter} years={reportYears(today)} onChange={setQuarter} />
        ) : kind === 'open-items' ? (
          <div className="sm:max-w-xs">
            <FormField label={t('adminBilling.reports.asOf')}>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={date}
                  onChange={(event) => setDate(event.target.value)}
                />
              )}
            </FormField>
          </div>
        ) : (
          <ReportPeriodPicker
            period={period}
            today={today}
            onChange={setPeriod}
            error={reversed ? t('adminBilling.reports.toBeforeFrom') : undefined}
          />
        )}
        <ReportDownloads kind={kind} request={request} />
        {kind === 'vat-summary' ? <VatSummaryTable quarter={quarter} /> : null}
      </CardContent>
    </Card>
  );
}
