import { type BankFileLine, type BankFileReportLine, isAssignableBankFileLine } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { TableBody, TableCell, TableHeaderCell, TableRow } from '../../../../components/ui/table';
import { formatDateTime } from '../../../../lib/dates/format-date';
import { bankFileActionText, bankFileNextStepText } from './bank-file-line-words';

const outcomeTones = { matched: 'success', already_known: 'neutral', unmatched: 'warning' } as const;
const fromTablet = 'hidden md:table-cell';
const fromPhablet = 'hidden sm:table-cell';
/** The second row spans them all: the action and the next step get the full width on every screen. */
const COLUMNS = 7;

export function BankFileOutcomeBadge({ outcome }: { outcome: BankFileLine['outcome'] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBilling.bankFiles' });
  return <Badge tone={outcomeTones[outcome]}>{t(`outcome.${outcome}`)}</Badge>;
}

/** The report's column headings, matching the first row of each line. */
export function BankFileReportHeader() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBilling.bankFiles' });
  return (
    <tr>
      <TableHeaderCell className={fromTablet}>{t('lines.position')}</TableHeaderCell>
      <TableHeaderCell>{t('lines.outcome')}</TableHeaderCell>
      <TableHeaderCell className={fromTablet}>{t('lines.endToEndId')}</TableHeaderCell>
      <TableHeaderCell className={fromTablet}>{t('lines.kind')}</TableHeaderCell>
      <TableHeaderCell className="text-right">{t('lines.amount')}</TableHeaderCell>
      <TableHeaderCell className={fromPhablet}>{t('lines.invoice')}</TableHeaderCell>
      <TableHeaderCell className={fromTablet}>{t('lines.reason')}</TableHeaderCell>
    </tr>
  );
}

interface LineProps {
  line: BankFileReportLine;
  first: boolean;
  onAssign: (line: BankFileReportLine) => void;
}

/**
 * One line of the bank file: what the bank reported on the first row; under it, across the table, what was
 * done, what happens next to the claim, for a batch booking the block it credits, and for a collection in a
 * file or block the bank refused whole, that it was.
 */
export function BankFileReportLineRows({ line, first, onAssign }: LineProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBilling.bankFiles' });
  const { t: tAll, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const nextStep = bankFileNextStepText(line, tAll, exists);
  return (
    <TableBody
      className={first ? undefined : 'border-t border-slate-200 dark:border-slate-800'}
      data-testid="bank-file-line"
    >
      <TableRow>
        <TableCell className={`${fromTablet} pb-1 text-slate-500 dark:text-slate-400`}>
          {line.index + 1}
        </TableCell>
        <TableCell className="pb-1">
          <BankFileOutcomeBadge outcome={line.outcome} />
        </TableCell>
        <TableCell className={`${fromTablet} pb-1 font-mono text-xs break-all`}>
          {line.endToEndId ?? '—'}
        </TableCell>
        <TableCell className={`${fromTablet} pb-1`}>{t(`kind.${line.kind}`)}</TableCell>
        <TableCell className="pb-1 text-right whitespace-nowrap">
          {line.amountCents === null ? '—' : formatCents(line.amountCents)}
        </TableCell>
        <TableCell className={`${fromPhablet} pb-1 whitespace-nowrap`}>{line.invoiceNumber ?? '—'}</TableCell>
        <TableCell className={`${fromTablet} pb-1`}>{line.reasonCode ?? '—'}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS} className="space-y-1 pt-0">
          {line.rejectionLevel ? (
            <p className="flex flex-wrap items-center gap-x-2" data-testid="bank-file-batch-rejection">
              <Badge tone="danger">
                {t(line.rejectionLevel === 'group' ? 'lines.rejectedGroup' : 'lines.rejectedBlock')}
              </Badge>
              {line.rejectedPaymentInformationId ? (
                <span className="font-mono text-xs break-all">{line.rejectedPaymentInformationId}</span>
              ) : null}
            </p>
          ) : null}
          {line.paymentInformationId ? (
            <p className="flex flex-wrap items-center gap-x-2" data-testid="bank-file-batch-booking">
              <Badge tone="info">{t('lines.batchBooking')}</Badge>{' '}
              <span className="font-mono text-xs break-all">{line.paymentInformationId}</span>
            </p>
          ) : null}
          <p data-testid="bank-file-action">{bankFileActionText(line, tAll, exists)}</p>
          {nextStep ? (
            <p className="text-slate-700 dark:text-slate-300" data-testid="bank-file-next-step">
              <span className="font-semibold">{t('lines.nextStep')}</span> {nextStep}
            </p>
          ) : null}
          <LineDetails line={line} />
          {isAssignableBankFileLine(line) ? (
            <Button size="sm" variant="secondary" onClick={() => onAssign(line)}>
              {t('assign.button')}
            </Button>
          ) : null}
        </TableCell>
      </TableRow>
    </TableBody>
  );
}

/** Who paid and what they wrote (kept for unmatched lines), or who booked the line by hand. */
function LineDetails({ line }: { line: BankFileLine }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBilling.bankFiles' });
  if (line.assignment) {
    return (
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t('assign.assignedBy', { name: line.assignment.byName, date: formatDateTime(line.assignment.at) })}
      </p>
    );
  }
  const payer = [line.debtorName, line.remittance].filter(Boolean).join(' · ');
  return payer ? <p className="text-xs break-words text-slate-600 dark:text-slate-400">{payer}</p> : null;
}
