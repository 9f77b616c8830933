import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import { TableHeaderCell } from './table';

export interface TableSort<Column extends string> {
  sortBy: Column;
  sortOrder: 'asc' | 'desc';
}

interface SortableHeaderProps<Column extends string> {
  column: Column;
  sort: TableSort<Column>;
  onSort: (column: Column) => void;
  children: ReactNode;
  className?: string;
  /** A tooltip on the button, e.g. "Sort by this column". */
  title?: string;
  /** Let a long label wrap onto two lines, so a narrow column stays narrow. */
  wrap?: boolean;
  /** Beside the sort button, e.g. a tip that explains the column. */
  after?: ReactNode;
}

/** A column header that sorts on the server; aria-sort tells screen readers the current order. */
export function SortableHeader<Column extends string>({
  column,
  sort,
  onSort,
  children,
  className,
  title,
  wrap = false,
  after,
}: SortableHeaderProps<Column>) {
  const order = sort.sortBy === column ? sort.sortOrder : undefined;
  return (
    <TableHeaderCell
      className={className}
      aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'}
    >
      <SortButton column={column} sort={sort} onSort={onSort} title={title} wrap={wrap}>
        {children}
      </SortButton>
      {after}
    </TableHeaderCell>
  );
}

/**
 * The sort button of one column. A header that stands for two folded columns (issue 20: tables that fit)
 * stacks two of these in one TableHeaderCell, so both still sort.
 */
export function SortButton<Column extends string>({
  column,
  sort,
  onSort,
  children,
  title,
  wrap = false,
}: Omit<SortableHeaderProps<Column>, 'className' | 'after'>) {
  const order = sort.sortBy === column ? sort.sortOrder : undefined;
  const Icon = order === 'asc' ? ArrowUp : order === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={() => onSort(column)}
      title={title}
      className={classNames(
        'inline-flex items-center gap-1 uppercase hover:text-slate-900 dark:hover:text-white',
        order && 'text-slate-900 dark:text-white',
        wrap && 'text-left whitespace-normal',
      )}
    >
      {children}
      <Icon aria-hidden="true" className="size-3.5" />
    </button>
  );
}

/** aria-sort of a header holding the sort buttons of `columns`. */
export function ariaSortOf<Column extends string>(columns: Column[], sort: TableSort<Column>) {
  if (!columns.includes(sort.sortBy)) return 'none' as const;
  return sort.sortOrder === 'asc' ? ('ascending' as const) : ('descending' as const);
}
