import { formatInvoiceNumber, formatPaymentReference } from '@hostportaal/domain';

export type InvoiceNumbering = {
  /** The next number for an invoice issued on `issueDate`, in issue-date order within its year. */
  take: (issueDate: string) => { year: number; sequence: number; invoiceNumber: string };
  takePaymentReference: (year: number) => string;
  lastInvoiceSequences: () => ReadonlyMap<number, number>;
  lastPaymentReferenceSequences: () => ReadonlyMap<number, number>;
};

/**
 * Gapless invoice numbers in issue-date order while customers are inserted one chunk at a time: from the
 * number of invoices per issue date (counted on a first planning pass) each date gets its first sequence;
 * within a date, numbers follow the order in which `take` is called.
 */
export function createInvoiceNumbering(invoicesPerIssueDate: ReadonlyMap<string, number>): InvoiceNumbering {
  const nextByDate = new Map<string, { next: number; last: number }>();
  const lastByYear = new Map<number, number>();
  for (const date of [...invoicesPerIssueDate.keys()].sort()) {
    const year = Number(date.slice(0, 4));
    const before = lastByYear.get(year) ?? 0;
    const last = before + (invoicesPerIssueDate.get(date) ?? 0);
    nextByDate.set(date, { next: before + 1, last });
    lastByYear.set(year, last);
  }
  const referencesByYear = new Map<number, number>();

  return {
    take(issueDate) {
      const range = nextByDate.get(issueDate);
      if (!range || range.next > range.last) throw new Error(`No invoice number left for ${issueDate}`);
      const sequence = range.next;
      range.next += 1;
      const year = Number(issueDate.slice(0, 4));
      return { year, sequence, invoiceNumber: formatInvoiceNumber(year, sequence) };
    },
    takePaymentReference(year) {
      const sequence = (referencesByYear.get(year) ?? 0) + 1;
      referencesByYear.set(year, sequence);
      return formatPaymentReference(year, sequence);
    },
    lastInvoiceSequences: () => lastByYear,
    lastPaymentReferenceSequences: () => referencesByYear,
  };
}
