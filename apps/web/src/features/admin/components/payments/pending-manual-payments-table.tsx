import type { pendingManualPaymentSchema } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
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
import { InvoiceStatusBadge } from '../invoices/invoice-status-badge';

type PendingManualPayment = z.infer<typeof pendingManualPaymentSchema>;

const wideOnly = 'hidden md:table-cell';

interface TableProps {
  payments: PendingManualPayment[];
  onRegister: (reference: string) => void;
}

export function PendingManualPaymentsTable({ payments, onRegister }: TableProps) {
  const { t } = useTranslation();
  return (
    <Table>
      <TableHead>
        <tr>
          <TableHeaderCell>{t('adminBilling.pending.reference')}</TableHeaderCell>
          <TableHeaderCell>{t('adminBilling.table.customer')}</TableHeaderCell>
          <TableHeaderCell className={wideOnly}>{t('adminBilling.table.number')}</TableHeaderCell>
          <TableHeaderCell className={wideOnly}>{t('adminBilling.table.dueDate')}</TableHeaderCell>
          <TableHeaderCell className={wideOnly}>{t('adminBilling.table.status')}</TableHeaderCell>
          <TableHeaderCell className="text-right">{t('adminBilling.table.open')}</TableHeaderCell>
          <TableHeaderCell className="relative">
            <span className="sr-only">{t('adminBilling.table.actions')}</span>
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {payments.map((payment) => (
          <TableRow key={payment.invoiceId} data-testid="pending-manual-row">
            <TableCell className="font-medium whitespace-nowrap">{payment.reference ?? '—'}</TableCell>
            <TableCell>
              <span className="block wrap-anywhere">{payment.customerName}</span>
              <span className="block text-xs break-all text-slate-600 dark:text-slate-400">
                {payment.customerEmail}
              </span>
            </TableCell>
            <TableCell className={wideOnly}>{payment.invoiceNumber}</TableCell>
            <TableCell className={`${wideOnly} whitespace-nowrap`}>
              {formatDateShort(payment.dueDate)}
              {payment.daysOverdue > 0 ? (
                <span className="block text-xs text-red-700 dark:text-red-300">
                  {t('adminBilling.pending.daysOverdue', { count: payment.daysOverdue })}
                </span>
              ) : null}
            </TableCell>
            <TableCell className={wideOnly}>
              <InvoiceStatusBadge status={payment.status} />
            </TableCell>
            <TableCell className="text-right whitespace-nowrap">{formatCents(payment.openCents)}</TableCell>
            <TableCell className="text-right">
              <Button
                size="sm"
                variant="secondary"
                disabled={!payment.reference}
                onClick={() => payment.reference && onRegister(payment.reference)}
                aria-label={t('adminBilling.pending.registerFor', {
                  reference: payment.reference ?? payment.invoiceNumber,
                })}
              >
                {t('adminBilling.pending.register')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
