/** What the customer's bank statement shows: the invoice number and the payment reference. */
export function remittanceOf(invoiceNumber: string, paymentReference: string | null): string {
  return `Factuur ${invoiceNumber} ${paymentReference ?? ''}`.trim();
}
