import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableHeaderCell } from '../../../../components/ui/table';
import type { SubscriptionListState, SubscriptionSort } from './use-subscription-list-state';

interface SortHeaderProps {
  column: SubscriptionSort;
  state: SubscriptionListState;
  children: ReactNode;
}

/** A column header that sorts on the server; aria-sort tells screen readers the current order. */
export function SortHeader({ column, state, children }: SortHeaderProps) {
  const { t } = useTranslation();
  const active = state.query.sortBy === column;
  const order = active ? state.query.sortOrder : undefined;
  const Icon = order === 'asc' ? ArrowUp : order === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <TableHeaderCell aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'}>
      <button
        type="button"
        onClick={() => state.sortOn(column)}
        className="inline-flex items-center gap-1 uppercase hover:text-slate-900 dark:hover:text-white"
        title={t('adminCatalog.subscriptions.sortBy')}
      >
        {children}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    </TableHeaderCell>
  );
}
