import type { SepaSubscription } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { MoreHorizontal } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../../../components/ui/focus-ring';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';
import { classNames } from '../../../../lib/class-names';
import { formatDateShort } from '../../../../lib/dates/format-date';
import { SepaPaymentStatusBadge, SepaRiskBadge, SepaStatusBadge } from './sepa-badges';
import { rowActions, type SepaRowAction } from './sepa-row-actions';
import type { SepaListState } from './use-sepa-list-state';

interface SepaTableProps {
  subscriptions: SepaSubscription[];
  state: SepaListState;
  onAction: (action: SepaRowAction, row: SepaSubscription) => void;
  busy: boolean;
}

const itemClasses =
  'flex cursor-pointer items-center rounded-lg px-3 py-2 text-sm text-slate-700 outline-none select-none data-disabled:cursor-not-allowed data-disabled:opacity-50 data-highlighted:bg-slate-100 data-highlighted:text-slate-900 dark:text-slate-300 dark:data-highlighted:bg-slate-800 dark:data-highlighted:text-white';
const muted = 'text-xs text-slate-600 dark:text-slate-400';
const xlOnly = 'hidden xl:table-cell';

export function SepaTable({ subscriptions, state, onAction, busy }: SepaTableProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSepa' });
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
              aria-label={t('selectAll')}
            />
          </TableHeaderCell>
          <TableHeaderCell>{t('columns.customer')}</TableHeaderCell>
          <TableHeaderCell>{t('columns.subscription')}</TableHeaderCell>
          <TableHeaderCell className={xlOnly}>{t('columns.mandate')}</TableHeaderCell>
          <TableHeaderCell>{t('columns.payments')}</TableHeaderCell>
          <TableHeaderCell>{t('columns.paymentStatus')}</TableHeaderCell>
          <TableHeaderCell>{t('columns.risk')}</TableHeaderCell>
          <TableHeaderCell>
            <span className="sr-only">{t('columns.actions')}</span>
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
                aria-label={t('selectRow', { customer: row.customerName, product: row.productName })}
              />
            </TableCell>
            <TableCell className="max-w-52">
              <p className="font-medium wrap-anywhere">{row.customerName}</p>
              <p className={`${muted} break-all`}>{row.customerEmail}</p>
            </TableCell>
            <TableCell className="max-w-52">
              <p className="font-medium wrap-anywhere">{row.productName}</p>
              <p className="whitespace-nowrap tabular-nums">
                {formatCents(row.amount)}
                {t(`perInterval.${row.interval}`)}
              </p>
              <SepaStatusBadge status={row.status} />
            </TableCell>
            <TableCell className={`${xlOnly} max-w-44`}>
              <p className="font-mono text-xs break-all">{row.mandateId}</p>
              <p className={muted}>{t(`mandateStatus.${row.mandateStatus}`)}</p>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <p className={muted}>
                {row.lastPaymentDate
                  ? t('lastPayment', { date: formatDateShort(row.lastPaymentDate) })
                  : t('noPayment')}
              </p>
              <p className={muted}>
                {t('nextPayment', {
                  date: row.nextPaymentDate ? formatDateShort(row.nextPaymentDate) : t('notPlanned'),
                })}
              </p>
            </TableCell>
            <TableCell>
              <SepaPaymentStatusBadge status={row.paymentStatus} />
              {row.daysOverdue > 0 ? (
                <p className={`${muted} mt-1`}>{t('daysOverdue', { count: row.daysOverdue })}</p>
              ) : null}
              {row.failedPaymentCount > 0 ? (
                <p className={muted}>
                  {t('failedCount', { count: row.failedPaymentCount })}
                  {row.chargebackCount > 0
                    ? ` · ${t('chargebackCount', { count: row.chargebackCount })}`
                    : ''}
                </p>
              ) : null}
            </TableCell>
            <TableCell>
              <SepaRiskBadge level={row.riskLevel} />
            </TableCell>
            <TableCell>
              <DropdownMenu.Root modal={false}>
                <DropdownMenu.Trigger
                  disabled={busy}
                  aria-label={t('actions.menu', { customer: row.customerName })}
                  className={classNames(
                    'rounded-lg border border-slate-300 p-1.5 text-slate-700 hover:bg-slate-50 disabled:opacity-50 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800',
                    focusRing,
                  )}
                >
                  <MoreHorizontal className="size-4" aria-hidden="true" />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content
                    align="end"
                    sideOffset={6}
                    className="z-50 w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-800 dark:bg-slate-900"
                  >
                    {rowActions(row).map((action) => (
                      <DropdownMenu.Item
                        key={action}
                        className={itemClasses}
                        onSelect={() => onAction(action, row)}
                      >
                        {t(`actions.${action}`)}
                      </DropdownMenu.Item>
                    ))}
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
