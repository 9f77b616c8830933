import type { Instalment, StartOnlinePaymentBody } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { PayNowButton } from '../../../components/online-payment/pay-now-button';
import { Badge } from '../../../components/ui/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { useOnlinePaymentAvailability } from '../../../lib/api/online-payment-availability';
import { classNames } from '../../../lib/class-names';
import { formatDateShort } from '../../../lib/dates/format-date';
import { instalmentStateTone } from '../lib/arrangement-tones';

interface InstalmentScheduleProps {
  instalments: Instalment[];
  /** A running arrangement's schedule shows each instalment's reference and state; a preview has neither yet. */
  withProgress: boolean;
  /** The instalment to pay next, highlighted. */
  nextSequence?: number | null;
  /** What "Betaal nu" pays for an instalment in the list, or null where it is not offered there (issue 30). */
  payOnline?: (instalment: Instalment) => StartOnlinePaymentBody | null;
}

const label = 'text-xs text-slate-600 dark:text-slate-400';
const nextRow = 'bg-indigo-50 dark:bg-indigo-950/40';

/** The instalments as a table from the md breakpoint and as cards on a phone (as the invoices are). */
export function InstalmentSchedule({
  instalments,
  withProgress,
  nextSequence = null,
  payOnline,
}: InstalmentScheduleProps) {
  const { t } = useTranslation();
  const availability = useOnlinePaymentAvailability();
  const payBody = (instalment: Instalment) => payOnline?.(instalment) ?? null;
  // A column of its own only when a button shows in it: online payment on, an instalment to pay there.
  const withPay =
    availability.data?.enabled === true && instalments.some((instalment) => payBody(instalment) !== null);
  const payButton = (instalment: Instalment, align: 'start' | 'end') => {
    const body = payBody(instalment);
    return body ? (
      <PayNowButton
        body={body}
        label={t('onlinePayments.payNow')}
        detail={t('paymentArrangement.schedule.sequence', { sequence: instalment.sequence })}
        align={align}
      />
    ) : null;
  };
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <caption className="sr-only">{t('paymentArrangement.schedule.caption')}</caption>
          <TableHead>
            <tr>
              <TableHeaderCell>{t('paymentArrangement.schedule.columns.sequence')}</TableHeaderCell>
              <TableHeaderCell>{t('paymentArrangement.schedule.columns.dueDate')}</TableHeaderCell>
              <TableHeaderCell className="text-right">
                {t('paymentArrangement.schedule.columns.amount')}
              </TableHeaderCell>
              {withProgress ? (
                <>
                  <TableHeaderCell>{t('paymentArrangement.schedule.columns.reference')}</TableHeaderCell>
                  <TableHeaderCell>{t('paymentArrangement.schedule.columns.state')}</TableHeaderCell>
                </>
              ) : null}
              {withPay ? (
                <TableHeaderCell className="text-right">
                  <span className="sr-only">{t('paymentArrangement.schedule.columns.pay')}</span>
                </TableHeaderCell>
              ) : null}
            </tr>
          </TableHead>
          <TableBody>
            {instalments.map((instalment) => {
              const isNext = instalment.sequence === nextSequence;
              return (
                <TableRow
                  key={instalment.sequence}
                  data-testid="instalment-row"
                  className={classNames(isNext && nextRow)}
                  aria-current={isNext ? 'step' : undefined}
                >
                  <TableCell className="whitespace-nowrap">
                    {t('paymentArrangement.schedule.sequence', { sequence: instalment.sequence })}
                    {isNext ? (
                      <Badge tone="info" className="ml-2">
                        {t('paymentArrangement.schedule.next')}
                      </Badge>
                    ) : null}
                  </TableCell>
                  <TableCell className="tabular-nums">{formatDateShort(instalment.dueDate)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    <InstalmentAmount instalment={instalment} withProgress={withProgress} />
                  </TableCell>
                  {withProgress ? (
                    <>
                      <TableCell className="font-mono text-xs">
                        {instalment.paymentReference ?? '—'}
                      </TableCell>
                      <TableCell>
                        <InstalmentStateBadge instalment={instalment} />
                      </TableCell>
                    </>
                  ) : null}
                  {withPay ? (
                    <TableCell className="text-right">{payButton(instalment, 'end')}</TableCell>
                  ) : null}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <ul className="space-y-2 md:hidden" aria-label={t('paymentArrangement.schedule.caption')}>
        {instalments.map((instalment) => {
          const isNext = instalment.sequence === nextSequence;
          return (
            <li
              key={instalment.sequence}
              data-testid="instalment-card"
              aria-current={isNext ? 'step' : undefined}
              className={classNames(
                'space-y-2 rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-800',
                isNext && `${nextRow} border-indigo-300 dark:border-indigo-800`,
              )}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium text-slate-900 dark:text-white">
                  {t('paymentArrangement.schedule.sequence', { sequence: instalment.sequence })}
                  {isNext ? (
                    <Badge tone="info" className="ml-2">
                      {t('paymentArrangement.schedule.next')}
                    </Badge>
                  ) : null}
                </p>
                {withProgress ? <InstalmentStateBadge instalment={instalment} /> : null}
              </div>
              <dl className="grid grid-cols-2 gap-2">
                <div>
                  <dt className={label}>{t('paymentArrangement.schedule.columns.dueDate')}</dt>
                  <dd className="tabular-nums">{formatDateShort(instalment.dueDate)}</dd>
                </div>
                <div>
                  <dt className={label}>{t('paymentArrangement.schedule.columns.amount')}</dt>
                  <dd className="tabular-nums">
                    <InstalmentAmount instalment={instalment} withProgress={withProgress} />
                  </dd>
                </div>
                {withProgress && instalment.paymentReference ? (
                  <div className="col-span-2">
                    <dt className={label}>{t('paymentArrangement.schedule.columns.reference')}</dt>
                    <dd className="font-mono text-xs break-all">{instalment.paymentReference}</dd>
                  </div>
                ) : null}
              </dl>
              {payButton(instalment, 'start')}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function InstalmentAmount({ instalment, withProgress }: { instalment: Instalment; withProgress: boolean }) {
  const { t } = useTranslation();
  const partly = withProgress && instalment.paidCents > 0 && instalment.paidCents < instalment.amountCents;
  return (
    <>
      {formatCents(instalment.amountCents)}
      {partly ? (
        <span className={classNames('block', label)}>
          {t('paymentArrangement.schedule.partlyPaid', {
            paid: formatCents(instalment.paidCents),
            amount: formatCents(instalment.amountCents),
          })}
        </span>
      ) : null}
    </>
  );
}

function InstalmentStateBadge({ instalment }: { instalment: Instalment }) {
  const { t } = useTranslation();
  return (
    <Badge tone={instalmentStateTone[instalment.state]}>
      {t(`paymentArrangement.instalmentState.${instalment.state}`)}
    </Badge>
  );
}
