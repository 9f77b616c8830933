import type { AdminInvoiceRow } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { SortableHeader, type TableSort } from '../../../../components/ui/sortable-header';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';
import { formatDateShort } from '../../../../lib/dates/format-date';
import { InvoiceStatusBadge } from './invoice-status-badge';
import type { InvoiceSortBy } from './use-invoice-list-state';

interface InvoiceTableProps {
  invoices: AdminInvoiceRow[];
  sort: TableSort<InvoiceSortBy>;
  onSort: (column: InvoiceSortBy) => void;
  selectedIds: ReadonlySet<string>;
  onToggleRow: (id: string) => void;
  onTogglePage: (selectAll: boolean) => void;
  onOpen: (id: string) => void;
  /** Rows can be selected for the bulk actions (roles with 'billing' only). */
  selectable: boolean;
}

// At desktop width (~1064 px of content) every column must fit: the open amount sits under the total,
// the payment type under the status and long e-mail addresses wrap. The dates give way on narrow
// screens (the detail dialog shows them); phones still scroll sideways.
const wideOnly = 'hidden md:table-cell';

export function InvoiceTable(props: InvoiceTableProps) {
  const { invoices, sort, onSort, selectedIds, onToggleRow, onTogglePage, onOpen, selectable } = props;
  const { t } = useTranslation();
  const allSelected = invoices.length > 0 && invoices.every((invoice) => selectedIds.has(invoice.id));
  const header = (column: InvoiceSortBy, label: string, className?: string) => (
    <SortableHeader column={column} sort={sort} onSort={onSort} className={className} wrap>
      {label}
    </SortableHeader>
  );
  return (
    <Table>
      <TableHead>
        <tr>
          {selectable ? (
            <TableHeaderCell>
              <input
                type="checkbox"
                className="size-4 accent-indigo-600"
                aria-label={t('adminBilling.table.selectPage')}
                checked={allSelected}
                onChange={(event) => onTogglePage(event.target.checked)}
              />
            </TableHeaderCell>
          ) : null}
          {header('invoiceNumber', t('adminBilling.table.number'))}
          {header('customerName', t('adminBilling.table.customer'))}
          {header('issueDate', t('adminBilling.table.issueDate'), wideOnly)}
          {header('dueDate', t('adminBilling.table.dueDate'), wideOnly)}
          {header('totalCents', t('adminBilling.table.total'), 'text-right')}
          {header('status', t('adminBilling.table.status'))}
          <TableHeaderCell className="relative">
            <span className="sr-only">{t('adminBilling.table.actions')}</span>
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {invoices.map((invoice) => (
          <TableRow key={invoice.id} data-testid="admin-invoice-row">
            {selectable ? (
              <TableCell>
                <input
                  type="checkbox"
                  className="size-4 accent-indigo-600"
                  aria-label={t('adminBilling.table.selectRow', { number: invoice.invoiceNumber })}
                  checked={selectedIds.has(invoice.id)}
                  onChange={() => onToggleRow(invoice.id)}
                />
              </TableCell>
            ) : null}
            <TableCell>
              <span className="block font-medium whitespace-nowrap">{invoice.invoiceNumber}</span>
              {invoice.kind === 'credit_note' ? (
                <Badge tone="info" className="mt-1">
                  {t('adminBilling.kind.credit_note')}
                </Badge>
              ) : null}
            </TableCell>
            <TableCell className="max-w-56">
              <span className="block wrap-anywhere">{invoice.customerName}</span>
              <span className="block text-xs break-all text-slate-600 dark:text-slate-400">
                {invoice.customerEmail}
              </span>
            </TableCell>
            <TableCell className={`${wideOnly} whitespace-nowrap`}>
              {formatDateShort(invoice.issueDate)}
            </TableCell>
            <TableCell className={`${wideOnly} whitespace-nowrap`}>
              {formatDateShort(invoice.dueDate)}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              <span className="block">{formatCents(invoice.totalCents)}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {t('adminBilling.table.open')} {formatCents(invoice.openCents)}
              </span>
            </TableCell>
            <TableCell>
              <InvoiceStatusBadge status={invoice.status} />
              <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
                <span className="sr-only">{t('adminBilling.table.paymentType')}: </span>
                <span>{t(`adminBilling.paymentType.${invoice.paymentType}`)}</span>
              </span>
            </TableCell>
            <TableCell className="text-right">
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('adminBilling.table.viewInvoice', { number: invoice.invoiceNumber })}
                onClick={() => onOpen(invoice.id)}
              >
                {t('adminBilling.table.view')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
