import type { EnhancedSubscription, EnhancedTab } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableHead, TableHeaderCell, TableRow } from '../../../../components/ui/table';
import { EnhancedTableRow, type RowHandlers } from './enhanced-table-row';
import type { EnhancedListState } from './use-enhanced-list-state';

/**
 * SPEC §2 table: the collections tab adds Incasso Status, the notes tab Notities. On a narrow screen the
 * table scrolls sideways inside its container.
 */
export function EnhancedTable({
  rows,
  tab,
  state,
  handlers,
}: {
  rows: EnhancedSubscription[];
  tab: EnhancedTab;
  state: EnhancedListState;
  handlers: RowHandlers;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced.table' });
  const allSelected = rows.length > 0 && rows.every((row) => state.selected.has(row.id));
  const toggleAll = () => state.setSelected(allSelected ? new Set() : new Set(rows.map((row) => row.id)));
  return (
    <Table>
      <caption className="sr-only">{t('caption')}</caption>
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
          <TableHeaderCell>{t('columns.status')}</TableHeaderCell>
          <TableHeaderCell className="whitespace-normal">{t('columns.lastPayment')}</TableHeaderCell>
          <TableHeaderCell className="whitespace-normal">{t('columns.nextPayment')}</TableHeaderCell>
          <TableHeaderCell className="text-right">{t('columns.amount')}</TableHeaderCell>
          <TableHeaderCell>{t('columns.risk')}</TableHeaderCell>
          {tab === 'collections' ? (
            <TableHeaderCell className="whitespace-normal">{t('columns.collectionStatus')}</TableHeaderCell>
          ) : null}
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
            onToggle={() => state.toggleSelected(row.id)}
            handlers={handlers}
          />
        ))}
      </TableBody>
    </Table>
  );
}
