import type { DirectDebitTransaction } from '@hostportaal/sepa';

type CustomerAddress = {
  street: string | null;
  houseNumber: string | null;
  zipcode: string | null;
  city: string | null;
  country: string;
};

/** The debtor's structured address for a pain.008, or none when the customer never gave a complete one. */
export function debtorAddressOf(user: CustomerAddress): DirectDebitTransaction['debtorAddress'] {
  if (!user.street || !user.zipcode || !user.city) return null;
  return {
    street: user.street,
    buildingNumber: user.houseNumber,
    postCode: user.zipcode,
    townName: user.city,
    country: user.country,
  };
}

/** What the customer's bank statement shows: the invoice number and the payment reference. */
export function remittanceOf(invoiceNumber: string, paymentReference: string | null): string {
  return `Factuur ${invoiceNumber} ${paymentReference ?? ''}`.trim();
}
