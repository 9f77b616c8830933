import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { classNames } from '../../lib/class-names';

/**
 * Table primitives with our styling. The scroll container (data-table-scroll, which the layout-fit e2e
 * spec measures) lets a table scroll sideways only as a last resort: at 1366 px every admin table shows its
 * key columns without it, folding the less important ones into a second line of a cell (issue 20).
 * dense: narrower cell padding for the wide admin tables.
 */
export function Table({
  className,
  dense = false,
  ...props
}: HTMLAttributes<HTMLTableElement> & { dense?: boolean }) {
  return (
    // relative: absolutely positioned content (sr-only labels) scrolls with the table instead of widening the page.
    <div className="relative w-full overflow-x-auto" data-table-scroll="">
      <table
        className={classNames('w-full text-left text-sm', dense && '[&_td]:px-2.5 [&_th]:px-2.5', className)}
        {...props}
      />
    </div>
  );
}

export function TableHead(props: HTMLAttributes<HTMLTableSectionElement>) {
  return (
    <thead
      className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:text-slate-400"
      {...props}
    />
  );
}

export function TableBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className="divide-y divide-slate-200 dark:divide-slate-800" {...props} />;
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={classNames('text-slate-900 dark:text-slate-100', className)} {...props} />;
}

export function TableHeaderCell({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={classNames('px-4 py-3 whitespace-nowrap', className)} {...props} />;
}

export function TableCell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={classNames('px-4 py-3 align-top', className)} {...props} />;
}
