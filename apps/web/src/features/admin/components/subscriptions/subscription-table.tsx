import type { AdminSubscription } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { SortableHeader } from '../../../../components/ui/sortable-header';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';
import { formatDateShort } from '../../../../lib/dates/format-date';
import { SubscriptionStatusBadges } from './subscription-status-badges';
import type { SubscriptionListState, SubscriptionSort } from './use-subscription-list-state';

interface SubscriptionTableProps {
  subscriptions: AdminSubscription[];
  state: SubscriptionListState;
  onOpen: (subscription: AdminSubscription) => void;
  /** Rows can be selected for the bulk reactivation (roles with 'billing' only). */
  selectable: boolean;
}

// At desktop width (~1064 px of content) every column must fit without sideways scrolling: the payment
// line sits under the price, long names and e-mail addresses wrap, and the next billing date gives way
// below xl (the detail dialog shows it). Phones still scroll sideways.
const xlOnly = 'hidden xl:table-cell';

export function SubscriptionTable({ subscriptions, state, onOpen, selectable }: SubscriptionTableProps) {
  const { t } = useTranslation();
  const sortTitle = t('adminCatalog.subscriptions.sortBy');
  const header = (column: SubscriptionSort, label: string, className?: string) => (
    <SortableHeader
      column={column}
      sort={state.query}
      onSort={state.sortOn}
      title={sortTitle}
      className={className}
      wrap
    >
      {label}
    </SortableHeader>
  );
  const allSelected = subscriptions.length > 0 && subscriptions.every((row) => state.selected.has(row.id));
  const toggleAll = () =>
    state.setSelected(allSelected ? new Set() : new Set(subscriptions.map((row) => row.id)));

  return (
    <Table dense>
      <TableHead>
        <TableRow>
          {selectable ? (
            <TableHeaderCell>
              <input
                type="checkbox"
                className="size-4 accent-indigo-600"
                checked={allSelected}
                onChange={toggleAll}
                aria-label={t('adminCatalog.subscriptions.selectAll')}
              />
            </TableHeaderCell>
          ) : null}
          {header('customerName', t('adminCatalog.subscriptions.columns.customer'))}
          {header('title', t('adminCatalog.subscriptions.columns.subscription'))}
          {header('status', t('adminCatalog.subscriptions.columns.status'))}
          {header('priceCents', t('adminCatalog.subscriptions.columns.price'))}
          {header('nextBillingDate', t('adminCatalog.subscriptions.columns.nextBilling'), xlOnly)}
          <TableHeaderCell>
            <span className="sr-only">{t('adminCatalog.actions')}</span>
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {subscriptions.map((row) => (
          <TableRow key={row.id}>
            {selectable ? (
              <TableCell>
                <input
                  type="checkbox"
                  className="size-4 accent-indigo-600"
                  checked={state.selected.has(row.id)}
                  onChange={() => state.toggleSelected(row.id)}
                  aria-label={t('adminCatalog.subscriptions.selectRow', {
                    title: row.title,
                    customer: row.customerName,
                  })}
                />
              </TableCell>
            ) : null}
            <TableCell className="max-w-56">
              <p className="font-medium wrap-anywhere">{row.customerName}</p>
              <p className="text-xs break-all text-slate-600 dark:text-slate-400">{row.customerEmail}</p>
            </TableCell>
            <TableCell className="max-w-56">
              <p className="font-medium wrap-anywhere">{row.title}</p>
              <p className="text-xs wrap-anywhere text-slate-600 dark:text-slate-400">{row.planName}</p>
            </TableCell>
            <TableCell>
              <SubscriptionStatusBadges subscription={row} />
            </TableCell>
            <TableCell>
              <p className="whitespace-nowrap tabular-nums">
                {formatCents(row.priceCents)}
                {t(`adminCatalog.perInterval.${row.interval}`)}
              </p>
              <p className="text-xs break-all text-slate-600 dark:text-slate-400">
                <span className="sr-only">{t('adminCatalog.subscriptions.columns.payment')}: </span>
                <span>{row.mandateReference ?? t('adminCatalog.subscriptions.bankTransfer')}</span>
              </p>
            </TableCell>
            <TableCell className={`${xlOnly} whitespace-nowrap tabular-nums`}>
              {row.nextBillingDate ? formatDateShort(row.nextBillingDate) : '—'}
            </TableCell>
            <TableCell>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onOpen(row)}
                aria-label={t('adminCatalog.subscriptions.manageLabel', {
                  title: row.title,
                  customer: row.customerName,
                })}
              >
                {t('adminCatalog.subscriptions.manage')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
