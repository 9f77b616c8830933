import type { ReactNode } from 'react';
import { Button } from './button';

interface BulkBarProps {
  /** The region's name for screen readers, e.g. 'Bulk actions'. */
  label: string;
  /** How many rows are selected, in words ('3 selected'); announced when it changes. */
  selectedText: string;
  /** The action buttons. */
  children: ReactNode;
  clearLabel: string;
  /** Shown while rows are selected. */
  onClear: () => void;
  hasSelection: boolean;
}

/** The bar above a table with the selection count, the bulk actions and 'clear selection'. */
export function BulkBar({ label, selectedText, children, clearLabel, onClear, hasSelection }: BulkBarProps) {
  return (
    <section
      aria-label={label}
      className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-100 px-4 py-2 text-sm dark:bg-slate-800"
    >
      <span aria-live="polite" className="mr-2 font-medium">
        {selectedText}
      </span>
      {children}
      {hasSelection ? (
        <Button size="sm" variant="ghost" onClick={onClear}>
          {clearLabel}
        </Button>
      ) : null}
    </section>
  );
}
