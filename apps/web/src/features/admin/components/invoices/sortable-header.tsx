import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { TableHeaderCell } from '../../../../components/ui/table';
import { classNames } from '../../../../lib/class-names';
import type { InvoiceSortBy } from './use-invoice-list-state';

interface SortableHeaderProps {
  column: InvoiceSortBy;
  label: string;
  sort: { sortBy: InvoiceSortBy; sortOrder: 'asc' | 'desc' };
  onSort: (column: InvoiceSortBy) => void;
  className?: string;
}

/** A column header that sorts on the server; aria-sort tells screen readers the current order. */
export function SortableHeader({ column, label, sort, onSort, className }: SortableHeaderProps) {
  const active = sort.sortBy === column;
  const Icon = active ? (sort.sortOrder === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <TableHeaderCell
      className={className}
      aria-sort={active ? (sort.sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={classNames(
          'inline-flex items-center gap-1 uppercase hover:text-slate-900 dark:hover:text-white',
          active && 'text-slate-900 dark:text-white',
        )}
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
    </TableHeaderCell>
  );
}
