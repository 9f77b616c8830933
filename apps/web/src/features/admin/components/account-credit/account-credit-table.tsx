import type { CreditBalance } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { Banknote, BookOpen, HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
import { formatDateShort } from '../../../../lib/dates/format-date';

export type CreditRowAction = 'ledger' | 'payback' | 'refund';

const wideOnly = 'hidden md:table-cell';
const muted = 'text-xs text-slate-600 dark:text-slate-400';

interface AccountCreditTableProps {
  balances: CreditBalance[];
  onAction: (action: CreditRowAction, balance: CreditBalance) => void;
}

/**
 * One page of customers with credit, largest first (the server's order). The status goes under the amount,
 * so at 390 px the row still shows customer, credit, status and actions without scrolling sideways.
 */
export function AccountCreditTable({ balances, onAction }: AccountCreditTableProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCredit' });
  return (
    <Table dense>
      <TableHead>
        <tr>
          <TableHeaderCell>{t('columns.customer')}</TableHeaderCell>
          <TableHeaderCell>{t('columns.credit')}</TableHeaderCell>
          <TableHeaderCell className={`${wideOnly} text-right whitespace-normal`}>
            {t('columns.paidTwice')}
          </TableHeaderCell>
          <TableHeaderCell className={wideOnly}>{t('columns.nextInvoice')}</TableHeaderCell>
          <TableHeaderCell className="hidden lg:table-cell">{t('columns.lastChange')}</TableHeaderCell>
          <TableHeaderCell>
            <span className="sr-only">{t('columns.actions')}</span>
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {balances.map((balance) => (
          <TableRow key={balance.userId} data-testid="credit-row">
            <TableCell className="max-w-56 min-w-28">
              <p className="font-medium wrap-anywhere">{balance.customerName}</p>
              <p className={`${muted} break-all`}>{balance.email}</p>
              <p className={`${muted} whitespace-nowrap`}>
                {t('customerNumber', { number: balance.customerNumber })}
              </p>
            </TableCell>
            <TableCell>
              <p className="mb-1 font-medium whitespace-nowrap tabular-nums">
                {formatCents(balance.balanceCents)}
              </p>
              <CreditStatus balance={balance} />
              {balance.payingBackCents > 0 ? (
                <p className={`${muted} mt-1 whitespace-nowrap`}>
                  {t('payingBack', { amount: formatCents(balance.payingBackCents) })}
                </p>
              ) : null}
            </TableCell>
            <TableCell className={`${wideOnly} text-right whitespace-nowrap tabular-nums`}>
              {balance.paidTwiceCents > 0 ? formatCents(balance.paidTwiceCents) : '—'}
            </TableCell>
            <TableCell className={wideOnly}>
              {balance.nextInvoiceDate ? (
                <span className="whitespace-nowrap">{formatDateShort(balance.nextInvoiceDate)}</span>
              ) : (
                <span className={muted}>{t('nothingToSettle')}</span>
              )}
            </TableCell>
            <TableCell className="hidden whitespace-nowrap lg:table-cell">
              {formatDateShort(balance.lastChangeAt)}
            </TableCell>
            <TableCell>
              <div className="flex flex-col items-stretch gap-1 2xl:flex-row 2xl:justify-end">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onAction('ledger', balance)}
                  aria-label={t('actions.ledgerOf', { name: balance.customerName })}
                >
                  <BookOpen className="size-4" aria-hidden="true" />
                  <span className="hidden sm:inline">{t('actions.ledger')}</span>
                </Button>
                <Button
                  size="sm"
                  onClick={() => onAction('payback', balance)}
                  disabled={balance.balanceCents <= balance.payingBackCents}
                  aria-label={t('actions.paybackFor', { name: balance.customerName })}
                >
                  <Banknote className="size-4" aria-hidden="true" />
                  <span className="hidden sm:inline">{t('actions.payback')}</span>
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onAction('refund', balance)}
                  aria-label={t('actions.refundFor', { name: balance.customerName })}
                >
                  <HandCoins className="size-4" aria-hidden="true" />
                  <span className="hidden sm:inline">{t('actions.refund')}</span>
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** To pay back or settles the next invoice, and whether the customer asked for it back. */
function CreditStatus({ balance }: { balance: CreditBalance }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCredit.status' });
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={balance.toRefund ? 'warning' : 'info'} wrap className="md:whitespace-nowrap">
        {t(balance.toRefund ? 'toRefund' : 'settles')}
      </Badge>
      {balance.refundRequestedAt ? (
        <Badge
          tone="neutral"
          wrap
          className="md:whitespace-nowrap"
          title={t('refundRequestedOn', { date: formatDateShort(balance.refundRequestedAt) })}
        >
          {t('refundRequested')}
        </Badge>
      ) : null}
    </div>
  );
}
