// The invoice variants billing produces, as InvoiceDocuments for the UBL writer's tests and for validating
// its output against the XSD and the CEN/Peppol rules. Amounts are made by the same line arithmetic as
// apps/api's billing (packages/domain invoice-lines.ts: VAT per line, rounded half up; credit notes: negated
// lines, or one partial line whose net is derived from the amount incl. VAT).
import { computeInvoiceLine, negateInvoiceLine, partialCreditLine } from '@hostportaal/domain';
import type {
  CompanyDetails,
  DocumentParty,
  InvoiceDocument,
  InvoiceDocumentLine,
} from '../invoice-document.ts';
import { renderInvoicePdf } from '../invoice-pdf.ts';
import { type InvoiceUblExtras, renderInvoiceUbl } from '../invoice-ubl.ts';
import { maskIban } from '../mask-iban.ts';

export const fixtureCompany: CompanyDetails = {
  name: 'Hostportaal B.V.',
  street: 'Stationsplein',
  houseNumber: '45',
  zipcode: '3013 AK',
  city: 'Rotterdam',
  country: 'NL',
  kvkNumber: '87654321',
  vatId: 'NL864512397B01',
  iban: 'NL03RABO0312456789',
  bic: 'RABONL2U',
  email: 'support@hostportaal.test',
  phone: '010-7654321',
  website: 'https://www.hostportaal.test',
  creditorId: 'NL32ZZZ876543210000',
};

export function invoiceLine(
  description: string,
  unitPriceCents: number,
  options: {
    quantity?: number;
    vatRateBp?: number;
    periodStart?: string | null;
    periodEnd?: string | null;
  } = {},
): InvoiceDocumentLine {
  return computeInvoiceLine({ description, unitPriceCents, ...options });
}

export const negatedLine: (line: InvoiceDocumentLine) => InvoiceDocumentLine = negateInvoiceLine;

/** A partial credit of `amountCents` incl. VAT at the original line's rate, as billing makes it. */
export { partialCreditLine };

export function documentWith(
  lines: InvoiceDocumentLine[],
  overrides: Partial<Omit<InvoiceDocument, 'lines'>> = {},
): InvoiceDocument {
  const subtotalCents = lines.reduce((sum, line) => sum + line.netCents, 0);
  const vatCents = lines.reduce((sum, line) => sum + line.vatCents, 0);
  return {
    kind: 'invoice',
    invoiceNumber: '2026-000123',
    creditedInvoiceNumber: null,
    issueDate: '2026-11-01',
    dueDate: '2026-11-15',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    customer: consumer,
    lines,
    subtotalCents,
    vatCents,
    totalCents: subtotalCents + vatCents,
    reverseCharge: false,
    paymentType: 'bank_transfer',
    paymentReference: 'PAY-2026-000042',
    mandate: null,
    status: 'open',
    ...overrides,
  };
}

const consumer: DocumentParty = {
  name: 'Jan de Vries',
  company: null,
  street: 'Oudegracht',
  houseNumber: '231',
  zipcode: '3511 NK',
  city: 'Utrecht',
  country: 'NL',
  vatId: null,
  email: 'jan@devries.test',
};

const dutchBusiness: DocumentParty = {
  name: 'Sanne Jansen',
  company: 'Bakkerij Jansen & Zn. B.V.',
  street: 'Kerkstraat',
  houseNumber: '12a',
  zipcode: '1017 GC',
  city: 'Amsterdam',
  country: 'NL',
  vatId: 'NL123456789B01',
  email: 'administratie@bakkerijjansen.test',
};

const belgianBusiness: DocumentParty = {
  name: 'Luc Peeters',
  company: 'Peeters Webdesign BV',
  street: 'Meir',
  houseNumber: '78',
  zipcode: '2000',
  city: 'Antwerpen',
  country: 'BE',
  vatId: 'BE0123456749',
  email: 'boekhouding@peeters.test',
};

const november = { periodStart: '2026-11-01', periodEnd: '2026-11-30' };
const hosting = invoiceLine('Webhosting Plus (maandelijks)', 1_495, november);
const domainRenewal = invoiceLine('Domeinnaam bakkerijjansen.nl (1 jaar)', 795, {
  periodStart: '2026-11-01',
  periodEnd: '2027-10-31',
});
const mailboxes = invoiceLine('Extra mailbox (maandelijks)', 249, { ...november, quantity: 3 });
const sepaMandate = { reference: 'HP-MANDATE-000017', ibanMasked: maskIban('NL91ABNA0417164300') };

const multiLineInvoice = documentWith([hosting, domainRenewal, mailboxes], {
  invoiceNumber: '2026-000130',
  customer: dutchBusiness,
  paymentReference: 'PAY-2026-000050',
});

export type InvoiceUblFixture = {
  name: string;
  document: InvoiceDocument;
  company: CompanyDetails;
  extras: Omit<InvoiceUblExtras, 'pdf'>;
};

/** One of each variant: consumer, Dutch business, EU reverse charge, credit notes, zero VAT, multi-line. */
export const invoiceUblFixtures: InvoiceUblFixture[] = [
  { name: 'consumer', document: documentWith([hosting]), company: fixtureCompany, extras: {} },
  {
    name: 'dutch business, SEPA direct debit',
    document: documentWith([hosting], {
      invoiceNumber: '2026-000124',
      customer: dutchBusiness,
      paymentType: 'sepa',
      paymentReference: 'PAY-2026-000043',
      mandate: sepaMandate,
    }),
    company: fixtureCompany,
    extras: {
      peppolId: '0106:12345678',
      kvkNumber: '12345678',
      buyerReference: 'INK-2026-0815',
      debtorIban: 'NL91 ABNA 0417 1643 00',
    },
  },
  {
    name: 'EU reverse charge',
    document: documentWith([invoiceLine('VPS Pro (maandelijks)', 2_995, { ...november, vatRateBp: 0 })], {
      invoiceNumber: '2026-000125',
      customer: belgianBusiness,
      reverseCharge: true,
      paymentReference: 'PAY-2026-000044',
    }),
    company: fixtureCompany,
    extras: {},
  },
  {
    name: 'credit note, full',
    document: documentWith(multiLineInvoice.lines.map(negatedLine), {
      kind: 'credit_note',
      invoiceNumber: '2026-000131',
      creditedInvoiceNumber: multiLineInvoice.invoiceNumber,
      issueDate: '2026-11-20',
      dueDate: '2026-11-20',
      customer: dutchBusiness,
      paymentReference: null,
      status: 'paid',
    }),
    company: fixtureCompany,
    extras: { kvkNumber: '12345678', creditedInvoiceIssueDate: multiLineInvoice.issueDate },
  },
  {
    name: 'credit note, partial',
    document: documentWith([partialCreditLine(hosting, 1_000, '2026-000123')], {
      kind: 'credit_note',
      invoiceNumber: '2026-000132',
      creditedInvoiceNumber: '2026-000123',
      issueDate: '2026-11-21',
      dueDate: '2026-11-21',
      paymentReference: null,
      status: 'paid',
    }),
    company: fixtureCompany,
    extras: { creditedInvoiceIssueDate: '2026-11-01' },
  },
  {
    name: 'zero-VAT line',
    document: documentWith(
      [hosting, invoiceLine('Onderhoudscontract (0% btw)', 1_250, { ...november, vatRateBp: 0 })],
      {
        invoiceNumber: '2026-000126',
        customer: dutchBusiness,
        paymentReference: 'PAY-2026-000045',
      },
    ),
    company: fixtureCompany,
    extras: { kvkNumber: '12345678' },
  },
  {
    name: 'multi-line',
    document: multiLineInvoice,
    company: fixtureCompany,
    extras: { kvkNumber: '12345678' },
  },
];

/** The fixture's PDF (as renderInvoicePdf prints it) and its UBL with that PDF embedded. */
export async function renderFixture(fixture: InvoiceUblFixture): Promise<{ pdf: Buffer; xml: string }> {
  const pdf = await renderInvoicePdf(fixture.document, fixture.company);
  return { pdf, xml: renderInvoiceUbl(fixture.document, fixture.company, { ...fixture.extras, pdf }) };
}
