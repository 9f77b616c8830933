// VAT categories of EN 16931 (UNCL 5305) for our invoices, and the breakdown the PDF prints.
import type { InvoiceDocument } from './invoice-document.ts';
import { vatBreakdown } from './vat-breakdown.ts';

/** S standard rate, AE reverse charge ("btw verlegd"), Z zero rate. */
export type VatCategory = 'S' | 'AE' | 'Z';

/**
 * Our data knows a rate per line and whether the invoice is reverse-charged (EU business customer). A 0%
 * line on an invoice that is not reverse-charged is a package sold at the 0% rate: zero rated (Z), not
 * exempt (E), which would need an exemption reason the invoice does not have.
 */
export function vatCategoryOf(vatRateBp: number, reverseCharge: boolean): VatCategory {
  if (reverseCharge) return 'AE';
  return vatRateBp > 0 ? 'S' : 'Z';
}

/** Basis points as the UBL percentage: 2100 → '21', 950 → '9.5'. */
export function vatPercent(vatRateBp: number): string {
  const whole = Math.trunc(vatRateBp / 100);
  const fraction = String(vatRateBp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export type VatTotal = { category: VatCategory; vatRateBp: number; netCents: number; vatCents: number };

/** The PDF's VAT breakdown (per rate, highest first), each group with its category. */
export function vatTotals(document: InvoiceDocument): VatTotal[] {
  return vatBreakdown(document.lines, document.reverseCharge).map((group) => ({
    ...group,
    category: vatCategoryOf(group.vatRateBp, document.reverseCharge),
  }));
}
