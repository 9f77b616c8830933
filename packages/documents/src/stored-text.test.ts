// Invoices whose customer data was stored before the text rule (issue 26): names of control characters,
// bidi overrides, a reference of nothing printable, a country that is no code. The documents never carry
// what the rule refuses, name the party by its customer number when its name names nothing, and refuse
// what they cannot write truthfully with a DocumentDataError saying what in Dutch.
import { execFileSync } from 'node:child_process';
import { textProblem } from '@hostportaal/contract';
import { describe, expect, it } from 'vitest';
import { isDocumentDataError } from './document-data-error.ts';
import type { DocumentParty } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { renderInvoiceUbl } from './invoice-ubl.ts';
import { buyerLegalName, customerPersonName, sellerName } from './party-name.ts';
import { documentWith, fixtureCompany, invoiceLine } from './test-support/invoice-fixtures.ts';
import { all, parseUbl, textAt } from './test-support/ubl-tree.ts';

const pdf = Buffer.from('%PDF-1.4\n% test bytes\n');
const hosting = invoiceLine('Webhosting Plus (maandelijks)', 1_495);

const customer: DocumentParty = {
  name: '\u0001\u0002 \u0003',
  company: null,
  street: 'Oudegracht',
  houseNumber: '231',
  zipcode: '3511 NK',
  city: 'Utrecht',
  country: 'NL',
  vatId: null,
  email: 'klant@example.test',
  customerNumber: 1042,
};

// pdftotext (poppler) reads the PDF as a reader would.
const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');

// What the text rule refuses, found anywhere in a document's text (pdftotext ends a page with a form feed).
const refusedIn = (text: string) => textProblem(text.replaceAll('\f', '\n'), { multiLine: true });

describe('party names stored before the text rule', () => {
  it('a name of control characters gives way to the customer number, on the UBL and the PDF', async () => {
    const document = documentWith([hosting], { customer });
    const xml = renderInvoiceUbl(document, fixtureCompany, { pdf });
    expect(refusedIn(xml)).toBeNull();
    const ubl = parseUbl(xml);
    expect(textAt(ubl, 'AccountingCustomerParty', 'Party', 'PartyLegalEntity', 'RegistrationName')).toBe(
      'Klantnummer 1042',
    );
    const printed = pdfText(await renderInvoicePdf(document, fixtureCompany));
    expect(printed).toContain('Klantnummer 1042');
    expect(refusedIn(printed)).toBeNull();
  });

  it('a name without a letter is no name; one in any script is', () => {
    expect(customerPersonName({ ...customer, name: '•••' })).toBe('Klantnummer 1042');
    expect(customerPersonName({ ...customer, name: '12345' })).toBe('Klantnummer 1042');
    expect(customerPersonName({ ...customer, name: '王小明' })).toBe('王小明');
    expect(customerPersonName({ ...customer, customerNumber: null })).toBe('Klant zonder naam');
  });

  it('a company named by nothing printable leaves the person as buyer, a bidi override is dropped', () => {
    expect(buyerLegalName({ ...customer, company: '\u0007', name: 'Jan de Vries' })).toBe('Jan de Vries');
    expect(buyerLegalName({ ...customer, company: '\u202eVB nesnaJ' })).toBe('VB nesnaJ');
    const document = documentWith([hosting], {
      customer: { ...customer, company: '\u0007', name: '\u202eJan' },
    });
    const ubl = parseUbl(renderInvoiceUbl(document, fixtureCompany, { pdf }));
    expect(textAt(ubl, 'AccountingCustomerParty', 'Party', 'PartyLegalEntity', 'RegistrationName')).toBe(
      'Jan',
    );
    expect(all(ubl, 'AccountingCustomerParty', 'Party', 'Contact', 'Name')).toHaveLength(0);
  });

  it('our own name of nothing printable gives way to our KvK number', () => {
    expect(sellerName({ ...fixtureCompany, name: '\u0001' })).toBe('KvK 87654321');
    const document = documentWith([hosting], { customer });
    const ubl = parseUbl(renderInvoiceUbl(document, { ...fixtureCompany, name: '\u0001' }, { pdf }));
    expect(textAt(ubl, 'AccountingSupplierParty', 'Party', 'PartyLegalEntity', 'RegistrationName')).toBe(
      'KvK 87654321',
    );
  });
});

describe('other text stored before the rule', () => {
  const business = { ...customer, name: 'Sanne Jansen', company: 'Bakkerij Jansen B.V.' };

  it('a buyer reference of nothing printable is none: Peppol gets the invoice number (PEPPOL-EN16931-R003)', () => {
    const document = documentWith([hosting], { customer: business, invoiceNumber: '2026-000200' });
    const extras = { pdf, peppolId: '0106:12345678', buyerReference: '\u0001\u0002' };
    expect(textAt(parseUbl(renderInvoiceUbl(document, fixtureCompany, extras)), 'BuyerReference')).toBe(
      '2026-000200',
    );
  });

  it('a buyer reference keeps its text and loses its bidi override', () => {
    const document = documentWith([hosting], { customer: business });
    const extras = { pdf, peppolId: '0106:12345678', buyerReference: 'INK-\u202e2026' };
    expect(textAt(parseUbl(renderInvoiceUbl(document, fixtureCompany, extras)), 'BuyerReference')).toBe(
      'INK-2026',
    );
  });

  it('a country that is no ISO code is refused in Dutch, as a DocumentDataError', () => {
    const document = documentWith([hosting], { customer: { ...customer, country: '東京' } });
    const thrown = (() => {
      try {
        renderInvoiceUbl(document, fixtureCompany, { pdf });
      } catch (error) {
        return error;
      }
    })();
    expect(isDocumentDataError(thrown)).toBe(true);
    expect((thrown as Error).message).toBe(
      "het land '東京' van de klant is geen landcode (ISO 3166, zoals NL)",
    );
  });
});
