import { FileArchive, FileSpreadsheet, FileText, FileType } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import type { DownloadFormat, ReportChoice, ReportKind, ReportRequest } from '../../api/exports';
import { DownloadProgress } from './download-progress';
import { useReportDownload } from './use-report-download';

const TABLE_FORMATS = [
  { format: 'csv', Icon: FileText },
  { format: 'xlsx', Icon: FileSpreadsheet },
  { format: 'pdf', Icon: FileType },
] as const satisfies readonly { format: DownloadFormat; Icon: unknown }[];
// The e-invoices of a period come as one archive of UBL and PDF files.
const ARCHIVE_FORMATS = [{ format: 'zip', Icon: FileArchive }] as const;

interface ReportDownloadsProps {
  /** The chosen report: which formats it downloads as. */
  kind: ReportKind;
  /** The chosen report with its inputs, or null while they are incomplete. */
  request: ReportChoice | null;
}

/** The format buttons, and the running download's progress bar, cancel, error (with retry) or file name. */
export function ReportDownloads({ kind, request }: ReportDownloadsProps) {
  const { t } = useTranslation();
  const { state, start, cancel } = useReportDownload();
  const running = state.status === 'running';
  const formats = kind === 'einvoices' ? ARCHIVE_FORMATS : TABLE_FORMATS;
  return (
    <section className="space-y-3" aria-labelledby="report-download-heading">
      <h3 id="report-download-heading" className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('adminBilling.reports.format.legend')}
      </h3>
      <div className="flex flex-wrap gap-2">
        {formats.map(({ format, Icon }) => (
          <Button
            key={format}
            variant="secondary"
            disabled={request === null || running}
            isLoading={running && state.request.format === format}
            onClick={() => request && start({ ...request, format } as ReportRequest)}
          >
            <Icon className="size-4" aria-hidden="true" />
            {t(`adminBilling.reports.format.${format}`)}
          </Button>
        ))}
      </div>
      <div aria-live="polite">
        {state.status === 'running' ? (
          <DownloadProgress percent={state.percent} receivedBytes={state.receivedBytes} onCancel={cancel} />
        ) : null}
        {state.status === 'saved' ? (
          <Alert variant="success">{t('adminBilling.reports.saved', { filename: state.filename })}</Alert>
        ) : null}
        {state.status === 'cancelled' ? (
          <Alert variant="info">{t('adminBilling.reports.progress.cancelled')}</Alert>
        ) : null}
      </div>
      {state.status === 'failed' ? (
        <ErrorWithRetry
          message={t('adminBilling.reports.downloadFailed', {
            status: state.httpStatus,
            text: state.message,
          })}
          onRetry={() => start(state.request)}
        />
      ) : null}
    </section>
  );
}
