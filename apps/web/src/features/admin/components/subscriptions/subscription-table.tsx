import type { AdminSubscription } from '@hostportaal/contract';
import { formatCents, formatDateShort } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';
import { SortHeader } from './sort-header';
import { SubscriptionStatusBadges } from './subscription-status-badges';
import type { SubscriptionListState } from './use-subscription-list-state';

interface SubscriptionTableProps {
  subscriptions: AdminSubscription[];
  state: SubscriptionListState;
  onOpen: (subscription: AdminSubscription) => void;
}

export function SubscriptionTable({ subscriptions, state, onOpen }: SubscriptionTableProps) {
  const { t } = useTranslation();
  const allSelected = subscriptions.length > 0 && subscriptions.every((row) => state.selected.has(row.id));
  const toggleAll = () =>
    state.setSelected(allSelected ? new Set() : new Set(subscriptions.map((row) => row.id)));

  return (
    <Table>
      <TableHead>
        <TableRow>
          <TableHeaderCell>
            <input
              type="checkbox"
              className="size-4 accent-indigo-600"
              checked={allSelected}
              onChange={toggleAll}
              aria-label={t('adminCatalog.subscriptions.selectAll')}
            />
          </TableHeaderCell>
          <SortHeader column="customerName" state={state}>
            {t('adminCatalog.subscriptions.columns.customer')}
          </SortHeader>
          <SortHeader column="title" state={state}>
            {t('adminCatalog.subscriptions.columns.subscription')}
          </SortHeader>
          <SortHeader column="status" state={state}>
            {t('adminCatalog.subscriptions.columns.status')}
          </SortHeader>
          <SortHeader column="priceCents" state={state}>
            {t('adminCatalog.subscriptions.columns.price')}
          </SortHeader>
          <SortHeader column="nextBillingDate" state={state}>
            {t('adminCatalog.subscriptions.columns.nextBilling')}
          </SortHeader>
          <TableHeaderCell>{t('adminCatalog.subscriptions.columns.payment')}</TableHeaderCell>
          <TableHeaderCell>
            <span className="sr-only">{t('adminCatalog.actions')}</span>
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {subscriptions.map((row) => (
          <TableRow key={row.id}>
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
            <TableCell>
              <p className="font-medium">{row.customerName}</p>
              <p className="text-xs break-all text-slate-600 dark:text-slate-400">{row.customerEmail}</p>
            </TableCell>
            <TableCell>
              <p className="font-medium">{row.title}</p>
              <p className="text-xs text-slate-600 dark:text-slate-400">{row.planName}</p>
            </TableCell>
            <TableCell>
              <SubscriptionStatusBadges subscription={row} />
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {formatCents(row.priceCents)}
              {t(`adminCatalog.perInterval.${row.interval}`)}
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {row.nextBillingDate ? formatDateShort(row.nextBillingDate) : '—'}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {row.mandateReference ?? t('adminCatalog.subscriptions.bankTransfer')}
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
