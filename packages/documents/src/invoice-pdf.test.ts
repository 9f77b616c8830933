import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { CompanyDetails, InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { maskIban } from './mask-iban.ts';

const company: CompanyDetails = {
  name: 'Hostportaal B.V.',
  street: 'Stationsplein',
  houseNumber: '12',
  zipcode: '3511 ED',
  city: 'Utrecht',
  country: 'NL',
  kvkNumber: '40536533',
  vatId: 'NL123456789B01',
  iban: 'NL91ABNA0417164300',
  bic: 'ABNANL2A',
  email: 'facturen@hostportaal.test',
  phone: '030-1234567',
  website: null,
};

const hostingLine = {
  description: 'Webhosting Plus (maandelijks)',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  quantity: 1,
  unitPriceCents: 102_000,
  vatRateBp: 2100,
  netCents: 102_000,
  vatCents: 21_420,
  totalCents: 123_420,
};

function invoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    kind: 'invoice',
    invoiceNumber: '2026-000123',
    creditedInvoiceNumber: null,
    issueDate: '2026-11-01',
    dueDate: '2026-11-15',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    customer: {
      name: 'Jan de Vries',
      company: null,
      street: 'Oudegracht',
      houseNumber: '231',
      zipcode: '3511 NK',
      city: 'Utrecht',
      country: 'NL',
      vatId: null,
    },
    lines: [
      {
        description: 'Webhosting Plus (maandelijks)',
        periodStart: '2026-11-01',
        periodEnd: '2026-11-30',
        quantity: 1,
        unitPriceCents: 102_000,
        vatRateBp: 2100,
        netCents: 102_000,
        vatCents: 21_420,
        totalCents: 123_420,
      },
    ],
    subtotalCents: 102_000,
    vatCents: 21_420,
    totalCents: 123_420,
    reverseCharge: false,
    paymentType: 'bank_transfer',
    paymentReference: 'PAY-2026-0042',
    mandate: null,
    status: 'open',
    ...overrides,
  };
}

// pdftotext (poppler) reads the PDF as a reader would; whitespace is normalised for the assertions.
function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes })
    .toString('utf8')
    .replace(/\s+/g, ' ');
}

describe('renderInvoicePdf', () => {
  it('prints every mandatory field of art. 35a Wet OB', async () => {
    const bytes = await renderInvoicePdf(invoice(), company);
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(bytes);
    for (const expected of [
      'Factuur',
      'Hostportaal B.V.',
      'Stationsplein 12',
      '3511 ED Utrecht',
      'KvK: 40536533',
      'Btw-id: NL123456789B01',
      'NL91ABNA0417164300',
      'Jan de Vries',
      'Oudegracht 231',
      '3511 NK Utrecht',
      'Factuurdatum 01-11-2026',
      '2026-000123',
      'Webhosting Plus (maandelijks)',
      'Periode: 01-11-2026 t/m 30-11-2026',
      'Bedrag excl. btw tegen 21% € 1.020,00',
      'Btw 21% € 214,20',
      'Totaal € 1.234,20',
      'Maak het bedrag vóór 15 november 2026 over naar NL91ABNA0417164300 o.v.v. PAY-2026-0042.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('btw verlegd');
  });

  it('states the SEPA collection with the masked IBAN and mandate reference', async () => {
    const text = pdfText(
      await renderInvoicePdf(
        invoice({
          paymentType: 'sepa',
          paymentReference: null,
          mandate: { reference: 'HP-MANDAAT-000042', ibanMasked: maskIban('NL02RABO0123456789') },
        }),
        company,
      ),
    );
    expect(text).toContain(
      'Het bedrag wordt rond 15 november 2026 automatisch afgeschreven van rekening NL** **** **** **** 6789 (machtigingskenmerk HP-MANDAAT-000042).',
    );
    expect(text).not.toContain('Maak het bedrag');
  });

  it('names the incassant-ID in the SEPA line once it is configured', async () => {
    const text = pdfText(
      await renderInvoicePdf(
        invoice({
          paymentType: 'sepa',
          paymentReference: null,
          mandate: { reference: 'HP-MANDAAT-000042', ibanMasked: maskIban('NL02RABO0123456789') },
        }),
        { ...company, creditorId: 'NL51ZZZ405365330000' },
      ),
    );
    expect(text).toContain('(machtigingskenmerk HP-MANDAAT-000042, incassant-ID NL51ZZZ405365330000).');
  });

  it('prints reverse charge at 0% with "btw verlegd" and the customer VAT id', async () => {
    const line = {
      description: 'Managed VPS Basis (per kwartaal)',
      periodStart: '2026-10-01',
      periodEnd: '2026-12-31',
      quantity: 1,
      unitPriceCents: 8_985,
      vatRateBp: 0,
      netCents: 8_985,
      vatCents: 0,
      totalCents: 8_985,
    };
    const text = pdfText(
      await renderInvoicePdf(
        invoice({
          customer: { ...invoice().customer, company: 'Müller GmbH', country: 'DE', vatId: 'DE123456789' },
          lines: [line],
          subtotalCents: 8_985,
          vatCents: 0,
          totalCents: 8_985,
          reverseCharge: true,
        }),
        company,
      ),
    );
    expect(text).toContain('Btw 0% (btw verlegd) € 0,00');
    expect(text).toContain('btw-id DE123456789');
    expect(text).toContain('Totaal € 89,85');
    expect(text).not.toContain('21%');
  });

  it('titles a credit note "Creditnota" with negative amounts and the original invoice number', async () => {
    const text = pdfText(
      await renderInvoicePdf(
        invoice({
          kind: 'credit_note',
          invoiceNumber: '2026-000130',
          creditedInvoiceNumber: '2026-000123',
          lines: [
            {
              ...hostingLine,
              unitPriceCents: -102_000,
              netCents: -102_000,
              vatCents: -21_420,
              totalCents: -123_420,
            },
          ],
          subtotalCents: -102_000,
          vatCents: -21_420,
          totalCents: -123_420,
        }),
        company,
      ),
    );
    expect(text).toContain('Creditnota');
    expect(text).toContain('Betreft factuur 2026-000123');
    expect(text).toContain('Totaal € -1.234,20');
    expect(text).toContain('Btw 21% € -214,20');
    expect(text).not.toContain('Maak het bedrag');
  });
});

describe('maskIban', () => {
  it('keeps the country code and the last four characters', () => {
    expect(maskIban('NL91 ABNA 0417 1643 00')).toBe('NL** **** **** **** 4300');
    expect(maskIban('DE89370400440532013000')).toBe('DE** **** **** **** 3000');
    expect(maskIban('NL91')).toBe('****');
  });
});
