import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { classNames } from '../../lib/class-names';

/** Table primitives with our styling; wraps in a scroll container so narrow screens scroll sideways. */
export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return (
    // relative: absolutely positioned content (sr-only labels) scrolls with the table instead of widening the page.
    <div className="relative w-full overflow-x-auto">
      <table className={classNames('w-full text-left text-sm', className)} {...props} />
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
