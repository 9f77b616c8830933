import type { InvoiceCustomerSnapshot, User } from '../../db/schema/index.ts';

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

// VAT is computed per line from the net cents and rounded to whole cents (Math.round: half up).
export function computeInvoiceLine(input: InvoiceLineInput): InvoiceLineAmounts {
  const quantity = input.quantity ?? 1;
  const vatRateBp = input.vatRateBp ?? standardVatRateBp;
  const netCents = input.unitPriceCents * quantity;
  const vatCents = Math.round((netCents * vatRateBp) / 10_000);
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

// A credit note mirrors the original lines exactly, so its VAT is the negation of the original's.
export function negateInvoiceLine(line: InvoiceLineAmounts): InvoiceLineAmounts {
  return {
    ...line,
    unitPriceCents: -line.unitPriceCents,
    netCents: -line.netCents,
    vatCents: -line.vatCents,
    totalCents: -line.totalCents,
  };
}

type SnapshotSource = Pick<User, 'firstname' | 'lastname' | 'email'> &
  Partial<
    Pick<
      User,
      | 'company'
      | 'street'
      | 'houseNumber'
      | 'zipcode'
      | 'city'
      | 'country'
      | 'vatId'
      | 'kvkNumber'
      | 'purchaseReference'
    >
  >;

/** The customer's name and address as printed on the invoice at the moment it is issued. */
export function invoiceCustomerSnapshot(user: SnapshotSource): InvoiceCustomerSnapshot {
  return {
    name: `${user.firstname} ${user.lastname}`,
    company: user.company ?? null,
    street: user.street ?? null,
    houseNumber: user.houseNumber ?? null,
    zipcode: user.zipcode ?? null,
    city: user.city ?? null,
    country: user.country ?? 'NL',
    vatId: user.vatId ?? null,
    email: user.email,
    kvkNumber: user.kvkNumber?.trim() || null,
    purchaseReference: user.purchaseReference?.trim() || null,
  };
}
