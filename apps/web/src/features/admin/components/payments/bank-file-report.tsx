import type { BankFileLine, BankFileReportLine } from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { Pagination } from '../../../../components/ui/pagination';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { Table, TableHead } from '../../../../components/ui/table';
import { useBankFileReport } from '../../api/bank-files';
import { BankFileAssignDialog } from './bank-file-assign-dialog';
import { BankFileReportHeader, BankFileReportLineRows } from './bank-file-report-line';

const outcomes = ['matched', 'already_known', 'unmatched'] as const;

interface BankFileReportProps {
  importId: string;
  /** The upload was this exact file again: nothing was changed. */
  alreadyImported?: boolean;
}

/**
 * What one bank file did: the counts and every line with its outcome and what happens next to its claim (the
 * server's claim lifecycle), a page at a time from the server (a month's statement has 50,000 lines),
 * optionally one outcome only. An unmatched line of money received can be booked on an invoice by hand; the
 * report then shows it matched. A batch booking (one amount for a whole payment-information block) is marked
 * and never offered for that.
 */
export function BankFileReport({ importId, alreadyImported = false }: BankFileReportProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBilling.bankFiles' });
  const errorText = useApiErrorText('adminErrors');
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<BankFileLine['outcome'] | undefined>(undefined);
  const report = useBankFileReport(importId, { page, outcome });
  const [assigning, setAssigning] = useState<BankFileReportLine | null>(null);
  const showOutcome = (next: BankFileLine['outcome'] | undefined) => {
    setOutcome(next);
    setPage(1);
  };

  if (report.isPending) return <Spinner label={t('reportLoading')} />;
  if (report.isError) {
    return (
      <ErrorWithRetry
        message={t('reportLoadError', { error: errorText(report.error) })}
        onRetry={() => void report.refetch()}
        isRetrying={report.isFetching}
        retryLabel={t('retry')}
      />
    );
  }
  const { import: imported, lines, pagination } = report.data;
  const title = t('reportTitle', { fileName: imported.fileName, messageType: imported.messageType });
  return (
    <section
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      aria-label={title}
    >
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h3>
      <p className="text-sm" data-testid="bank-file-counts">
        {t('counts', {
          matched: imported.matched,
          alreadyKnown: imported.alreadyKnown,
          unmatched: imported.unmatched,
        })}
      </p>
      {alreadyImported ? <Alert variant="info">{t('alreadyImported')}</Alert> : null}
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('show')}</legend>
        {[undefined, ...outcomes].map((value) => (
          <Button
            key={value ?? 'all'}
            size="sm"
            variant={outcome === value ? 'primary' : 'secondary'}
            aria-pressed={outcome === value}
            onClick={() => showOutcome(value)}
          >
            {value ? t(`outcome.${value}`) : t('allLines')}
          </Button>
        ))}
      </fieldset>
      {lines.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {outcome ? t('noLinesOfOutcome') : t('noLines')}
        </p>
      ) : (
        <Table>
          <TableHead>
            <BankFileReportHeader />
          </TableHead>
          {lines.map((line, position) => (
            <BankFileReportLineRows
              key={line.index}
              line={line}
              first={position === 0}
              onAssign={setAssigning}
            />
          ))}
        </Table>
      )}
      <Pagination
        keyPrefix="adminOverview.pagination"
        page={pagination.page}
        totalPages={pagination.totalPages}
        totalItems={pagination.totalItems}
        onPageChange={setPage}
        disabled={report.isFetching}
      />
      {assigning ? (
        <BankFileAssignDialog
          importId={imported.id}
          index={assigning.index}
          line={assigning}
          // A booking reloads the report (and everything else the payment touched) from the server.
          onOpenChange={(open) => {
            if (!open) setAssigning(null);
          }}
        />
      ) : null}
    </section>
  );
}
