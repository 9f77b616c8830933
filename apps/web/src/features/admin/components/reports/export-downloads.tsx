import { FileSpreadsheet, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { type ExportKind, type ExportRequest, useDownloadExport } from '../../api/exports';
import type { ReportPeriod } from './report-period';

const DOWNLOADS = [
  { kind: 'invoices', format: 'csv' },
  { kind: 'invoices', format: 'xlsx' },
  { kind: 'payments', format: 'csv' },
  { kind: 'payments', format: 'xlsx' },
] as const satisfies readonly { kind: ExportKind; format: ExportRequest['format'] }[];

/** The accountant's four exports of the chosen period; each button shows its own progress. */
export function ExportDownloads({ period, disabled }: { period: ReportPeriod; disabled: boolean }) {
  const { t } = useTranslation();
  const download = useDownloadExport();
  const current = download.variables;
  const isBusy = (kind: ExportKind, format: string) =>
    download.isPending && current?.kind === kind && current.format === format;

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {DOWNLOADS.map(({ kind, format }) => (
          <Button
            key={`${kind}-${format}`}
            variant="secondary"
            disabled={disabled || download.isPending}
            isLoading={isBusy(kind, format)}
            onClick={() => download.mutate({ kind, format, ...period })}
          >
            {format === 'csv' ? (
              <FileText className="size-4" aria-hidden="true" />
            ) : (
              <FileSpreadsheet className="size-4" aria-hidden="true" />
            )}
            {t(`adminBilling.reports.download.${kind}_${format}`)}
          </Button>
        ))}
      </div>
      {download.isError && current ? (
        <ErrorWithRetry
          message={t('adminBilling.reports.failed', { error: download.error.message })}
          onRetry={() => download.mutate(current)}
        />
      ) : null}
      {download.isSuccess ? (
        <Alert variant="success">{t('adminBilling.reports.saved', { filename: download.data })}</Alert>
      ) : null}
    </div>
  );
}
