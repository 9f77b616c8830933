import type { EnhancedSubscription, EnhancedTab } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableHead, TableHeaderCell, TableRow } from '../../../../components/ui/table';
import { EnhancedTableRow, type RowHandlers } from './enhanced-table-row';
import type { EnhancedListState } from './use-enhanced-list-state';

// A folded column's name, on its own line under the header it shares.
const second = 'mt-1 block';

/**
 * SPEC §2 table: the collections tab adds Incasso Status, the notes tab Notities. At 1366 px it fits its card
 * (issue 20): the subscription is a line under the customer, the risk (and on the collections tab the
 * collection status) under the status and the last payment under the next; on a narrower screen the table scrolls sideways inside its container.
 */
export function EnhancedTable({
  rows,
  tab,
  state,
  handlers,
  selectable,
}: {
  rows: EnhancedSubscription[];
  tab: EnhancedTab;
  state: EnhancedListState;
  handlers: RowHandlers;
  /** Rows can be selected for the bulk actions (roles with 'billing' only). */
  selectable: boolean;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced.table' });
  const allSelected = rows.length > 0 && rows.every((row) => state.selected.has(row.id));
  const toggleAll = () => state.setSelected(allSelected ? new Set() : new Set(rows.map((row) => row.id)));
  return (
    <Table dense>
      <caption className="sr-only">{t('caption')}</caption>
      <TableHead>
        <TableRow>
          {selectable ? (
            <TableHeaderCell>
              <input
                type="checkbox"
                className="size-4 accent-indigo-600"
                checked={allSelected}
                onChange={toggleAll}
                aria-label={t('selectAll')}
              />
            </TableHeaderCell>
          ) : null}
          <TableHeaderCell>
            {t('columns.customer')}
            <span className={second}>{t('columns.subscription')}</span>
          </TableHeaderCell>
          <TableHeaderCell>
            {t('columns.status')}
            <span className={second}>{t('columns.risk')}</span>
            {tab === 'collections' ? <span className={second}>{t('columns.collectionStatus')}</span> : null}
          </TableHeaderCell>
          <TableHeaderCell className="whitespace-normal">
            {t('columns.nextPayment')}
            <span className={second}>{t('columns.lastPayment')}</span>
          </TableHeaderCell>
          <TableHeaderCell className="text-right">{t('columns.amount')}</TableHeaderCell>
          {tab === 'notes' ? <TableHeaderCell>{t('columns.notes')}</TableHeaderCell> : null}
          <TableHeaderCell>{t('columns.actions')}</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <EnhancedTableRow
            key={row.id}
            row={row}
            tab={tab}
            selected={state.selected.has(row.id)}
            onToggle={selectable ? () => state.toggleSelected(row.id) : undefined}
            handlers={handlers}
          />
        ))}
      </TableBody>
    </Table>
  );
}
