export type DocumentParty = {
  name: string;
  company: string | null;
  street: string | null;
  houseNumber: string | null;
  zipcode: string | null;
  city: string | null;
  country: string;
  vatId: string | null;
  /** Where the invoice was e-mailed (the invoice's customer snapshot has it); the UBL's fallback address. */
  email?: string | null;
  /** The customer's number (users.customer_number): their name on a document when the stored one names nothing. */
  customerNumber?: number | null;
};

export type CompanyDetails = {
  name: string;
  street: string;
  houseNumber: string;
  zipcode: string;
  city: string;
  country: string;
  kvkNumber: string;
  vatId: string;
  iban: string;
  bic: string | null;
  email: string;
  phone: string;
  website: string | null;
  /** Incassant-ID (SEPA creditor identifier), printed on direct-debit invoices once configured. */
  creditorId?: string | null;
};

export type InvoiceDocumentLine = {
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

/** Everything printed on an invoice or credit note (art. 35a Wet OB); dates are 'YYYY-MM-DD'. */
export type InvoiceDocument = {
  kind: 'invoice' | 'credit_note';
  invoiceNumber: string;
  creditedInvoiceNumber: string | null;
  issueDate: string;
  dueDate: string;
  periodStart: string | null;
  periodEnd: string | null;
  customer: DocumentParty;
  lines: InvoiceDocumentLine[];
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
  reverseCharge: boolean;
  paymentType: 'sepa' | 'bank_transfer';
  paymentReference: string | null;
  /** IBAN already masked for print. */
  mandate: { reference: string; ibanMasked: string } | null;
  status: string;
};
