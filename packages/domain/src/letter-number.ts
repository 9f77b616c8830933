import { formatInvoiceNumber } from './invoice-number';

// Collection letters (14-dagenbrief, incassobrief) are numbered per year like invoices: 'BRF-2026-000001'.

/** 'BRF-2026-000001'; the sequence has at least six digits and grows beyond 999999. */
export function formatCollectionLetterNumber(year: number, sequence: number): string {
  return `BRF-${formatInvoiceNumber(year, sequence)}`;
}
