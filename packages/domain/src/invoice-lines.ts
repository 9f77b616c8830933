import { invoicedPrice } from './invoiced-price';

// The arithmetic of invoice lines, shared by the billing that stores them and the documents that print them:
// VAT per line from the net cents, rounded as invoicedPrice rounds (the shop shows the same figure).

export type InvoiceLineInput = {
  description: string;
  unitPriceCents: number;
  quantity?: number;
  /** Basis points: 2100 = 21%. */
  vatRateBp?: number;
  periodStart?: string | null;
  periodEnd?: string | null;
};

export type InvoiceLineAmounts = {
  description: string;
  periodStart: string | null;
  periodEnd: string | null;
  quantity: number;
  unitPriceCents: number;
  vatRateBp: number;
  netCents: number;
  vatCents: number;
  totalCents: number;
};

export type InvoiceTotals = { subtotalCents: number; vatCents: number; totalCents: number };

export const standardVatRateBp = 2100;

export function computeInvoiceLine(input: InvoiceLineInput): InvoiceLineAmounts {
  const quantity = input.quantity ?? 1;
  const vatRateBp = input.vatRateBp ?? standardVatRateBp;
  const { netCents, vatCents } = invoicedPrice(input.unitPriceCents * quantity, vatRateBp);
  return {
    description: input.description,
    periodStart: input.periodStart ?? null,
    periodEnd: input.periodEnd ?? null,
    quantity,
    unitPriceCents: input.unitPriceCents,
    vatRateBp,
    netCents,
    vatCents,
    totalCents: netCents + vatCents,
  };
}

export function sumInvoiceLines(lines: readonly InvoiceLineAmounts[]): InvoiceTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.netCents, 0);
  const vatCents = lines.reduce((sum, line) => sum + line.vatCents, 0);
  return { subtotalCents, vatCents, totalCents: subtotalCents + vatCents };
}

/** A credit note mirrors the original lines exactly, so its VAT is the negation of the original's. */
export function negateInvoiceLine<Line extends InvoiceLineAmounts>(line: Line): Line {
  return {
    ...line,
    unitPriceCents: -line.unitPriceCents,
    netCents: -line.netCents,
    vatCents: -line.vatCents,
    totalCents: -line.totalCents,
  };
}

/**
 * A partial credit of `amountCents` incl. VAT, as one line at the original line's VAT rate: the net part is
 * derived from the amount and the VAT is the rest, so no cent is lost or made up by rounding.
 */
export function partialCreditLine(
  original: InvoiceLineAmounts,
  amountCents: number,
  invoiceNumber: string,
): InvoiceLineAmounts {
  const netCents = Math.round((amountCents * 10_000) / (10_000 + original.vatRateBp));
  return {
    description: `Gedeeltelijke creditering van factuur ${invoiceNumber}`,
    periodStart: original.periodStart,
    periodEnd: original.periodEnd,
    quantity: 1,
    unitPriceCents: -netCents,
    vatRateBp: original.vatRateBp,
    netCents: -netCents,
    vatCents: -(amountCents - netCents),
    totalCents: -amountCents,
  };
}
