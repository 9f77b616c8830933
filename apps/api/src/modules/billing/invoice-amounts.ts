import type { InvoiceCustomerSnapshot, User } from '../../db/schema/index.ts';

// The line arithmetic lives in the domain, shared with the documents' test fixtures.
export {
  computeInvoiceLine,
  type InvoiceLineAmounts,
  type InvoiceLineInput,
  type InvoiceTotals,
  negateInvoiceLine,
  standardVatRateBp,
  sumInvoiceLines,
} from '@hostportaal/domain';

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
