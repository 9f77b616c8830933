import type { AdminOnlinePayment } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';
import { formatDateTime } from '../../../../lib/dates/format-date';
import { methodLabel, paymentStatusTone } from './online-payment-words';

const wideOnly = 'hidden lg:table-cell';

function PaidFor({ payment }: { payment: AdminOnlinePayment }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminOnlinePayments.list' });
  const parts = [
    // An instalment of a payment arrangement (issue 30) first: it pays the arrangement's invoices.
    ...(payment.arrangementNumber
      ? [t('instalment', { number: payment.arrangementNumber, sequence: payment.instalmentSequence })]
      : []),
    ...payment.invoiceNumbers,
    ...(payment.letterNumber ? [t('letter', { number: payment.letterNumber })] : []),
  ];
  if (parts.length === 0) return <>{payment.scope === 'all' ? t('allOpen') : '—'}</>;
  return (
    <ul>
      {parts.map((part) => (
        <li key={part} className="whitespace-nowrap">
          {part}
        </li>
      ))}
    </ul>
  );
}

function Booking({ payment }: { payment: AdminOnlinePayment }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminOnlinePayments.list' });
  if (!payment.bookedAt) return <span className="text-slate-600 dark:text-slate-400">{t('notBooked')}</span>;
  return (
    <>
      <span className="block whitespace-nowrap">
        {t('booked', { date: formatDateTime(payment.bookedAt) })}
      </span>
      {payment.creditedCents > 0 ? (
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {t('credited', { amount: formatCents(payment.creditedCents) })}
        </span>
      ) : null}
    </>
  );
}

/**
 * One row per payment started; on a narrow screen the date folds into the customer's cell and the method and
 * Mollie id under the status.
 */
export function OnlinePaymentsTable({ payments }: { payments: AdminOnlinePayment[] }) {
  const { t } = useTranslation();
  const { t: words } = useTranslation('translation', { keyPrefix: 'adminOnlinePayments.list' });
  return (
    <Table dense>
      <TableHead>
        <tr>
          <TableHeaderCell className="hidden sm:table-cell">{words('columns.date')}</TableHeaderCell>
          <TableHeaderCell>{words('columns.customer')}</TableHeaderCell>
          <TableHeaderCell className="hidden sm:table-cell">{words('columns.paidFor')}</TableHeaderCell>
          <TableHeaderCell className="text-right">{words('columns.amount')}</TableHeaderCell>
          <TableHeaderCell className={wideOnly}>{words('columns.method')}</TableHeaderCell>
          <TableHeaderCell>{words('columns.status')}</TableHeaderCell>
          <TableHeaderCell className={wideOnly}>{words('columns.mollieId')}</TableHeaderCell>
          <TableHeaderCell className={wideOnly}>{words('columns.booking')}</TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {payments.map((payment) => (
          <TableRow key={payment.id} data-testid="online-payment-row">
            <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">
              {formatDateTime(payment.createdAt)}
            </TableCell>
            <TableCell>
              <span className="block text-xs whitespace-nowrap text-slate-600 tabular-nums sm:hidden dark:text-slate-400">
                {formatDateTime(payment.createdAt)}
              </span>
              <span className="block wrap-anywhere">{payment.customerName}</span>
              <span className="block text-xs break-all text-slate-600 dark:text-slate-400">
                {payment.customerEmail}
              </span>
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              <PaidFor payment={payment} />
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {formatCents(payment.amountCents)}
            </TableCell>
            <TableCell className={wideOnly}>{methodLabel(payment.method, t)}</TableCell>
            <TableCell>
              <span className="flex flex-wrap items-center gap-1">
                <Badge tone={paymentStatusTone[payment.status]}>{words(`statuses.${payment.status}`)}</Badge>
                {payment.mode !== 'live' ? <Badge>{words('testMode')}</Badge> : null}
              </span>
              <span className="mt-1 block text-xs text-slate-600 lg:hidden dark:text-slate-400">
                <span className="block">{methodLabel(payment.method, t)}</span>
                {payment.providerPaymentId ? (
                  <span className="block font-mono break-all">{payment.providerPaymentId}</span>
                ) : null}
              </span>
              {payment.failure ? (
                <span className="mt-1 block text-xs text-red-700 dark:text-red-300">{payment.failure}</span>
              ) : null}
            </TableCell>
            <TableCell className={`${wideOnly} font-mono text-xs break-all`}>
              {payment.providerPaymentId ?? '—'}
            </TableCell>
            <TableCell className={wideOnly}>
              <Booking payment={payment} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
