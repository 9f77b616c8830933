import type { EnhancedSubscription, EnhancedTab } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { TableCell, TableRow } from '../../../../components/ui/table';
import { formatDateShort } from '../../../../lib/dates/format-date';
import { CollectionStatusBadge, EnhancedRiskBadge, EnhancedStatusBadge } from './enhanced-badges';
import { EnhancedRowActions } from './enhanced-row-actions';

export interface RowHandlers {
  onDetails: (row: EnhancedSubscription) => void;
  onNotes: (row: EnhancedSubscription) => void;
  /** The customer's payment arrangement, or the dialog to agree one (issue 30). */
  onArrangement?: (row: EnhancedSubscription) => void;
}

const muted = 'text-xs text-slate-600 dark:text-slate-400';

export function EnhancedTableRow({
  row,
  tab,
  selected,
  onToggle,
  handlers,
}: {
  row: EnhancedSubscription;
  tab: EnhancedTab;
  selected: boolean;
  /** Without it the row has no checkbox (a role that may not use the bulk actions). */
  onToggle?: () => void;
  handlers: RowHandlers;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced' });
  const customer = row.customerName ?? t('table.unknownCustomer');
  return (
    <TableRow>
      {onToggle ? (
        <TableCell>
          <input
            type="checkbox"
            className="size-4 accent-indigo-600"
            checked={selected}
            onChange={onToggle}
            aria-label={t('table.selectRow', { customer, title: row.title })}
          />
        </TableCell>
      ) : null}
      <TableCell className="max-w-52 min-w-40">
        <p className="font-medium break-words">{customer}</p>
        <p className={`${muted} [overflow-wrap:anywhere]`}>{row.customerEmail ?? t('table.noEmail')}</p>
        <p className="mt-1 text-xs font-medium break-words">{row.title}</p>
        <p className={`${muted} font-mono`} title={row.id}>
          {t('table.shortId', { id: row.id.slice(0, 8) })}
        </p>
      </TableCell>
      <TableCell>
        <div className="flex flex-col items-start gap-1">
          <EnhancedStatusBadge status={row.status} />
          <EnhancedRiskBadge level={row.riskLevel} />
          {tab === 'collections' ? <CollectionStatusBadge status={row.collectionStatus} /> : null}
        </div>
        {tab === 'collections' && row.totalCollectionAmount > 0 ? (
          <p className={`${muted} mt-1 tabular-nums`}>{formatCents(row.totalCollectionAmount)}</p>
        ) : null}
      </TableCell>
      <TableCell className="min-w-28">
        <p className="whitespace-nowrap">
          {row.nextPaymentDue ? formatDateShort(row.nextPaymentDue) : t('table.notPlanned')}
        </p>
        {row.daysOverdue > 0 ? (
          <p className="text-xs text-red-700 dark:text-red-400">
            {t('table.daysOverdue', { count: row.daysOverdue })}
          </p>
        ) : null}
        <p className={`${muted} mt-1`}>
          {row.lastPaymentDate
            ? t('table.lastPayment', { date: formatDateShort(row.lastPaymentDate) })
            : t('table.noPayment')}
        </p>
      </TableCell>
      <TableCell className="text-right whitespace-nowrap tabular-nums">
        {formatCents(row.price)}
        <span className={muted}>{t(`perInterval.${row.interval}`)}</span>
      </TableCell>
      {tab === 'notes' ? (
        <TableCell className="whitespace-nowrap">
          <div className="flex flex-wrap gap-1">
            <Badge tone={row.activeNotesCount > 0 ? 'info' : 'neutral'}>
              {t('table.notesActive', { count: row.activeNotesCount })}
            </Badge>
            {row.urgentNotesCount > 0 ? (
              <Badge tone="danger">{t('table.notesUrgent', { count: row.urgentNotesCount })}</Badge>
            ) : null}
          </div>
        </TableCell>
      ) : null}
      <TableCell>
        <EnhancedRowActions
          customer={customer}
          email={row.customerEmail}
          onDetails={() => handlers.onDetails(row)}
          onNotes={() => handlers.onNotes(row)}
          // Only a customer who owes something has claims to pay in instalments.
          onArrangement={
            handlers.onArrangement && row.totalCollectionAmount > 0
              ? () => handlers.onArrangement?.(row)
              : undefined
          }
        />
      </TableCell>
    </TableRow>
  );
}
