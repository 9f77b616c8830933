import type { ArrangementDetail } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';
import { formatDateShort } from '../../../../lib/dates/format-date';
import { InstalmentStateBadge } from './arrangement-badges';
import { ArrangementSection } from './arrangement-section';
import { useArrangementWords } from './arrangement-words';

const wideOnly = 'hidden sm:table-cell';

/**
 * The schedule in force: each instalment's due date, amount, what was paid on it and its state. On a phone the
 * due date, amount and state fit the dialog; number, paid and reference join from sm and md on.
 */
export function ArrangementSchedule({ arrangement }: { arrangement: ArrangementDetail }) {
  const { t } = useArrangementWords();
  return (
    <ArrangementSection title={t('detail.schedule', { version: arrangement.scheduleVersion })}>
      <Table dense>
        <TableHead>
          <tr>
            <TableHeaderCell className={wideOnly}>{t('detail.scheduleColumns.sequence')}</TableHeaderCell>
            <TableHeaderCell>{t('detail.scheduleColumns.dueDate')}</TableHeaderCell>
            <TableHeaderCell className="text-right">{t('detail.scheduleColumns.amount')}</TableHeaderCell>
            <TableHeaderCell className={`${wideOnly} text-right`}>
              {t('detail.scheduleColumns.paid')}
            </TableHeaderCell>
            <TableHeaderCell>{t('detail.scheduleColumns.state')}</TableHeaderCell>
            <TableHeaderCell className="hidden md:table-cell">
              {t('detail.scheduleColumns.reference')}
            </TableHeaderCell>
          </tr>
        </TableHead>
        <TableBody>
          {arrangement.instalments.map((instalment) => (
            <TableRow key={instalment.sequence} data-testid="instalment-row">
              <TableCell className={`${wideOnly} tabular-nums`}>{instalment.sequence}</TableCell>
              <TableCell className="whitespace-nowrap">{formatDateShort(instalment.dueDate)}</TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatCents(instalment.amountCents)}
              </TableCell>
              <TableCell className={`${wideOnly} text-right whitespace-nowrap tabular-nums`}>
                {formatCents(instalment.paidCents)}
              </TableCell>
              <TableCell>
                <InstalmentStateBadge state={instalment.state} />
              </TableCell>
              <TableCell className="hidden font-mono text-xs whitespace-nowrap md:table-cell">
                {instalment.paymentReference ?? '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {arrangement.status === 'active' && arrangement.instalments[0]?.state !== 'paid' ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('resume.hint')}</p>
      ) : null}
    </ArrangementSection>
  );
}

/** The schedules an adjustment replaced, newest first, folded away until staff open one. */
export function EarlierSchedules({ schedules }: { schedules: ArrangementDetail['earlierSchedules'] }) {
  const { t } = useArrangementWords();
  if (schedules.length === 0) return null;
  const newestFirst = [...schedules].sort((a, b) => b.version - a.version);
  return (
    <ArrangementSection title={t('detail.earlier')}>
      {newestFirst.map((schedule) => (
        <details
          key={schedule.version}
          className="rounded-lg border border-slate-200 px-3 py-2 text-sm dark:border-slate-800"
        >
          <summary className="cursor-pointer font-medium">
            {t('detail.earlierVersion', { version: schedule.version, count: schedule.instalments.length })}
          </summary>
          <ol className="mt-2 space-y-0.5 text-slate-700 dark:text-slate-300">
            {schedule.instalments.map((instalment) => (
              <li key={instalment.sequence} className="tabular-nums">
                {instalment.sequence}.{' '}
                {t('amountOnDate', {
                  amount: formatCents(instalment.amountCents),
                  date: formatDateShort(instalment.dueDate),
                })}
              </li>
            ))}
          </ol>
        </details>
      ))}
    </ArrangementSection>
  );
}
