import type { InvoiceDocumentLine } from './invoice-document.ts';

export type VatGroup = { vatRateBp: number; netCents: number; vatCents: number };

/** Net and VAT amounts per rate, highest rate first (art. 35a Wet OB: amount excl. VAT per rate). */
export function vatBreakdown(lines: InvoiceDocumentLine[], reverseCharge: boolean): VatGroup[] {
  const groups = new Map<number, VatGroup>();
  for (const line of lines) {
    const rate = reverseCharge ? 0 : line.vatRateBp;
    const group = groups.get(rate) ?? { vatRateBp: rate, netCents: 0, vatCents: 0 };
    group.netCents += line.netCents;
    group.vatCents += line.vatCents;
    groups.set(rate, group);
  }
  return [...groups.values()].sort((a, b) => b.vatRateBp - a.vatRateBp);
}
