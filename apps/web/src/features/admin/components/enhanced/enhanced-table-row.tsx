import type { EnhancedSubscription, EnhancedTab } from '@hostportaal/contract';
import { formatCents, formatDateShort } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { TableCell, TableRow } from '../../../../components/ui/table';
import { CollectionStatusBadge, EnhancedRiskBadge, EnhancedStatusBadge } from './enhanced-badges';
import { EnhancedRowActions } from './enhanced-row-actions';

export interface RowHandlers {
  onDetails: (row: EnhancedSubscription) => void;
  onNotes: (row: EnhancedSubscription) => void;
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
  onToggle: () => void;
  handlers: RowHandlers;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced' });
  const customer = row.customerName ?? t('table.unknownCustomer');
  return (
    <TableRow>
      <TableCell>
        <input
          type="checkbox"
          className="size-4 accent-indigo-600"
          checked={selected}
          onChange={onToggle}
          aria-label={t('table.selectRow', { customer, title: row.title })}
        />
      </TableCell>
      <TableCell className="max-w-52 min-w-40">
        <p className="font-medium break-words">{customer}</p>
        <p className={`${muted} [overflow-wrap:anywhere]`}>{row.customerEmail ?? t('table.noEmail')}</p>
      </TableCell>
      <TableCell className="max-w-48 min-w-32">
        <p className="font-medium break-words">{row.title}</p>
        <p className={`${muted} font-mono`} title={row.id}>
          {t('table.shortId', { id: row.id.slice(0, 8) })}
        </p>
      </TableCell>
      <TableCell>
        <EnhancedStatusBadge status={row.status} />
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {row.lastPaymentDate ? formatDateShort(row.lastPaymentDate) : t('table.noPayment')}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {row.nextPaymentDue ? formatDateShort(row.nextPaymentDue) : t('table.notPlanned')}
        {row.daysOverdue > 0 ? (
          <p className="text-xs text-red-700 dark:text-red-400">
            {t('table.daysOverdue', { count: row.daysOverdue })}
          </p>
        ) : null}
      </TableCell>
      <TableCell className="text-right whitespace-nowrap tabular-nums">
        {formatCents(row.price)}
        <span className={muted}>{t(`perInterval.${row.interval}`)}</span>
      </TableCell>
      <TableCell>
        <EnhancedRiskBadge level={row.riskLevel} />
      </TableCell>
      {tab === 'collections' ? (
        <TableCell className="whitespace-nowrap">
          <CollectionStatusBadge status={row.collectionStatus} />
          {row.totalCollectionAmount > 0 ? (
            <p className={`${muted} mt-1 tabular-nums`}>{formatCents(row.totalCollectionAmount)}</p>
          ) : null}
        </TableCell>
      ) : null}
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
        />
      </TableCell>
    </TableRow>
  );
}
