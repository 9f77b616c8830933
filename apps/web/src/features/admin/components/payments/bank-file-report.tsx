import type { BankFileLine } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';
import type { BankFileImportResult } from '../../api/bank-files';

const outcomeTones = { matched: 'success', already_known: 'neutral', unmatched: 'warning' } as const;
const wideOnly = 'hidden md:table-cell';

export function BankFileOutcomeBadge({ outcome }: { outcome: BankFileLine['outcome'] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBilling.bankFiles' });
  return <Badge tone={outcomeTones[outcome]}>{t(`outcome.${outcome}`)}</Badge>;
}

/** What one upload did: the counts, whether it was a repeat, and every line with its outcome. */
export function BankFileReport({ result }: { result: BankFileImportResult }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBilling.bankFiles' });
  const { import: imported, alreadyImported, lines } = result;
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
                <TableCell>{line.action}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
