// Issue 17: a business is a customer with a KvK number or a VAT id; a company name alone is free text.

export function isBusinessCustomer(customer: { kvkNumber: string | null; vatId: string | null }): boolean {
  return Boolean(customer.kvkNumber?.trim() || customer.vatId?.trim());
}
