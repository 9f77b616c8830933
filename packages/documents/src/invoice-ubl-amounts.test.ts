// Property tests: whatever the lines, the amounts a bookkeeping program reads from the UBL are the stored
// invoice's to the cent, and the VAT breakdown is the PDF's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from './invoice-document.ts';
import { renderInvoiceUbl } from './invoice-ubl.ts';
import {
  documentWith,
  fixtureCompany,
  invoiceLine,
  negatedLine,
  partialCreditLine,
} from './test-support/invoice-fixtures.ts';
import { all, euroCents, parseUbl, textAt } from './test-support/ubl-tree.ts';
import { vatBreakdown } from './vat-breakdown.ts';

const belgianBusiness = {
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

const lineArbitrary = (reverseCharge: boolean) =>
  fc
    .record({
      description: fc.constantFrom(
        'Webhosting Plus (maandelijks)',
        'VPS Pro (per kwartaal)',
        'Domeinnaam (1 jaar)',
      ),
      quantity: fc.integer({ min: 1, max: 24 }),
      unitPriceCents: fc.integer({ min: -20_000, max: 2_000_000 }),
      vatRateBp: fc.constantFrom(2100, 900, 0),
    })
    .map(({ description, unitPriceCents, quantity, vatRateBp }) =>
      invoiceLine(description, unitPriceCents, { quantity, vatRateBp: reverseCharge ? 0 : vatRateBp }),
    );

// An invoice, its full credit note, or a partial credit of part of its first line.
const documentArbitrary: fc.Arbitrary<InvoiceDocument> = fc
  .boolean()
  .chain((reverseCharge) =>
    fc.record({
      reverseCharge: fc.constant(reverseCharge),
      lines: fc.array(lineArbitrary(reverseCharge), { minLength: 1, maxLength: 8 }),
      variant: fc.constantFrom('invoice', 'full credit', 'partial credit'),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
  )
  .map(({ reverseCharge, lines, variant, share }) => {
    const customer = reverseCharge ? { customer: belgianBusiness, reverseCharge } : {};
    const invoice = documentWith(lines, customer);
    if (variant === 'invoice') return invoice;
    const credit = {
      kind: 'credit_note',
      creditedInvoiceNumber: invoice.invoiceNumber,
      ...customer,
    } as const;
    const first = lines[0] as (typeof lines)[number];
    const partial = Math.max(1, Math.floor(Math.abs(first.totalCents) * share));
    const creditLines =
      variant === 'full credit'
        ? lines.map(negatedLine)
        : [partialCreditLine(first, partial, invoice.invoiceNumber)];
    return documentWith(creditLines, credit);
  });

describe('UBL amounts equal the stored invoice to the cent', () => {
  it('lines, VAT per category, totals and the amount payable', () => {
    fc.assert(
      fc.property(documentArbitrary, (document) => {
        const pdf = Buffer.from('%PDF-1.4\n');
        const ubl = parseUbl(renderInvoiceUbl(document, fixtureCompany, { pdf }));
        // As written: credit notes positive (adding 0 makes a negated zero the 0 the parse gives).
        const sign = document.kind === 'credit_note' ? -1 : 1;
        const signed = (amountCents: number) => sign * amountCents + 0;
        const lineName = document.kind === 'credit_note' ? 'CreditNoteLine' : 'InvoiceLine';
        const quantityName = document.kind === 'credit_note' ? 'CreditedQuantity' : 'InvoicedQuantity';

        const ublLines = all(ubl, lineName);
        expect(ublLines.map((line) => euroCents(line, 'LineExtensionAmount'))).toEqual(
          document.lines.map((line) => signed(line.netCents)),
        );
        for (const line of ublLines) {
          const price = euroCents(line, 'Price', 'PriceAmount');
          expect(price).toBeGreaterThanOrEqual(0);
          expect(Number(textAt(line, quantityName)) * price).toBe(euroCents(line, 'LineExtensionAmount'));
        }

        const groups = vatBreakdown(document.lines, document.reverseCharge);
        const subtotals = all(ubl, 'TaxTotal', 'TaxSubtotal');
        expect(subtotals.map((s) => [euroCents(s, 'TaxableAmount'), euroCents(s, 'TaxAmount')])).toEqual(
          groups.map((group) => [signed(group.netCents), signed(group.vatCents)]),
        );
        expect(euroCents(ubl, 'TaxTotal', 'TaxAmount')).toBe(signed(document.vatCents));
        expect(euroCents(ubl, 'LegalMonetaryTotal', 'LineExtensionAmount')).toBe(
          signed(document.subtotalCents),
        );
        expect(euroCents(ubl, 'LegalMonetaryTotal', 'TaxInclusiveAmount')).toBe(signed(document.totalCents));
        // The invoice as issued: its total is payable, nothing is prepaid (issue 27).
        expect(euroCents(ubl, 'LegalMonetaryTotal', 'PayableAmount')).toBe(signed(document.totalCents));
        expect(all(ubl, 'LegalMonetaryTotal', 'PrepaidAmount')).toHaveLength(0);
      }),
      { numRuns: 300 },
    );
  });

  it('the embedded PDF is the bytes given, exactly', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 2_000 }), (bytes) => {
        const ubl = parseUbl(
          renderInvoiceUbl(documentWith([invoiceLine('Webhosting', 1_000)]), fixtureCompany, { pdf: bytes }),
        );
        const embedded = textAt(
          ubl,
          'AdditionalDocumentReference',
          'Attachment',
          'EmbeddedDocumentBinaryObject',
        );
        expect(new Uint8Array(Buffer.from(embedded, 'base64'))).toEqual(bytes);
      }),
    );
  });
});
