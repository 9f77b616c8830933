import { type BankFileLine, type BankFileReportLine, isAssignableBankFileLine } from '@hostportaal/contract';
import { formatCents, formatDateTime } from '@hostportaal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { Pagination } from '../../../../components/ui/pagination';
import { Spinner } from '../../../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';
import { useBankFileReport } from '../../api/bank-files';
import { BankFileAssignDialog } from './bank-file-assign-dialog';

const outcomeTones = { matched: 'success', already_known: 'neutral', unmatched: 'warning' } as const;
const outcomes = ['matched', 'already_known', 'unmatched'] as const;
const wideOnly = 'hidden md:table-cell';

export function BankFileOutcomeBadge({ outcome }: { outcome: BankFileLine['outcome'] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBilling.bankFiles' });
  return <Badge tone={outcomeTones[outcome]}>{t(`outcome.${outcome}`)}</Badge>;
}

interface BankFileReportProps {
  importId: string;
  /** The upload was this exact file again: nothing was changed. */
  alreadyImported?: boolean;
}

/**
 * What one bank file did: the counts and every line with its outcome, a page at a time from the server (a
 * month's statement has 50,000 lines), optionally one outcome only. An unmatched line of money received can
 * be booked on an invoice by hand; the report then shows it matched.
 */
export function BankFileReport({ importId, alreadyImported = false }: BankFileReportProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBilling.bankFiles' });
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
        message={t('reportLoadError', { error: report.error.message })}
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
            <tr>
              <TableHeaderCell className={wideOnly}>{t('lines.position')}</TableHeaderCell>
              <TableHeaderCell>{t('lines.outcome')}</TableHeaderCell>
              <TableHeaderCell className={wideOnly}>{t('lines.endToEndId')}</TableHeaderCell>
              <TableHeaderCell className={wideOnly}>{t('lines.kind')}</TableHeaderCell>
              <TableHeaderCell className="text-right">{t('lines.amount')}</TableHeaderCell>
              <TableHeaderCell>{t('lines.invoice')}</TableHeaderCell>
              <TableHeaderCell className={wideOnly}>{t('lines.reason')}</TableHeaderCell>
              <TableHeaderCell>{t('lines.action')}</TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.index} data-testid="bank-file-line">
                <TableCell className={`${wideOnly} text-slate-500`}>{line.index + 1}</TableCell>
                <TableCell>
                  <BankFileOutcomeBadge outcome={line.outcome} />
                </TableCell>
                <TableCell className={`${wideOnly} font-mono text-xs break-all`}>
                  {line.endToEndId ?? '—'}
                </TableCell>
                <TableCell className={wideOnly}>{t(`kind.${line.kind}`)}</TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  {line.amountCents === null ? '—' : formatCents(line.amountCents)}
                </TableCell>
                <TableCell className="whitespace-nowrap">{line.invoiceNumber ?? '—'}</TableCell>
                <TableCell className={wideOnly}>{line.reasonCode ?? '—'}</TableCell>
                <TableCell className="space-y-1">
                  <div>{line.action}</div>
                  <LineDetails line={line} />
                  {isAssignableBankFileLine(line) ? (
                    <Button size="sm" variant="secondary" onClick={() => setAssigning(line)}>
                      {t('assign.button')}
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
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

/** Who paid and what they wrote (kept for unmatched lines), or who booked the line by hand. */
function LineDetails({ line }: { line: BankFileLine }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBilling.bankFiles' });
  if (line.assignment) {
    return (
      <div className="text-xs text-slate-600 dark:text-slate-400">
        {t('assign.assignedBy', { name: line.assignment.byName, date: formatDateTime(line.assignment.at) })}
      </div>
    );
  }
  const payer = [line.debtorName, line.remittance].filter(Boolean).join(' · ');
  return payer ? <div className="text-xs break-words text-slate-600 dark:text-slate-400">{payer}</div> : null;
}
