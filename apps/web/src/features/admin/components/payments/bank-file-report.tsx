import { type BankFileLine, isAssignableBankFileLine } from '@hostportaal/contract';
import { formatCents, formatDateTime } from '@hostportaal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';
import type { BankFileAssignResult, BankFileImportResult } from '../../api/bank-files';
import { BankFileAssignDialog } from './bank-file-assign-dialog';

const outcomeTones = { matched: 'success', already_known: 'neutral', unmatched: 'warning' } as const;
const wideOnly = 'hidden md:table-cell';

export function BankFileOutcomeBadge({ outcome }: { outcome: BankFileLine['outcome'] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBilling.bankFiles' });
  return <Badge tone={outcomeTones[outcome]}>{t(`outcome.${outcome}`)}</Badge>;
}

/**
 * What one upload did: the counts, whether it was a repeat, and every line with its outcome. An unmatched
 * line of money received can be booked on an invoice by hand; the report then shows it matched.
 */
export function BankFileReport({ result }: { result: BankFileImportResult }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBilling.bankFiles' });
  const { alreadyImported } = result;
  // Lines booked by hand since the upload, and the counts after the latest booking.
  const [assigned, setAssigned] = useState<Record<number, BankFileLine>>({});
  const [imported, setImported] = useState(result.import);
  const [assigning, setAssigning] = useState<number | null>(null);
  const lines = result.lines.map((line, index) => assigned[index] ?? line);
  const onAssigned = (done: BankFileAssignResult) => {
    setAssigned((previous) => ({ ...previous, [done.index]: done.line }));
    setImported(done.import);
  };
  const assigningLine = assigning === null ? undefined : lines[assigning];
  return (
    <section
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      aria-label={t('reportTitle', { fileName: imported.fileName, messageType: imported.messageType })}
    >
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('reportTitle', { fileName: imported.fileName, messageType: imported.messageType })}
      </h3>
      <p className="text-sm" data-testid="bank-file-counts">
        {t('counts', {
          matched: imported.matched,
          alreadyKnown: imported.alreadyKnown,
          unmatched: imported.unmatched,
        })}
      </p>
      {alreadyImported ? <Alert variant="info">{t('alreadyImported')}</Alert> : null}
      {lines.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('noLines')}</p>
      ) : (
        <Table>
          <TableHead>
            <tr>
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
            {lines.map((line, index) => (
              // Lines have no id of their own; the EndToEndId may be missing or repeated.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for this report
              <TableRow key={index} data-testid="bank-file-line">
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
                    <Button size="sm" variant="secondary" onClick={() => setAssigning(index)}>
                      {t('assign.button')}
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {assigning !== null && assigningLine ? (
        <BankFileAssignDialog
          importId={imported.id}
          index={assigning}
          line={assigningLine}
          onOpenChange={(open) => {
            if (!open) setAssigning(null);
          }}
          onAssigned={onAssigned}
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
