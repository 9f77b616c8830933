import { describe, expect, it } from 'vitest';
import { paymentInstruction } from './invoice-pdf.ts';
import {
  EN16931_CUSTOMIZATION_ID,
  PEPPOL_BILLING_CUSTOMIZATION_ID,
  PEPPOL_BILLING_PROFILE_ID,
  peppolEnvelopeOf,
  renderInvoiceUbl,
  ublProfileOf,
} from './invoice-ubl.ts';
import {
  documentWith,
  fixtureCompany,
  type InvoiceUblFixture,
  invoiceLine,
  invoiceUblFixtures,
  renderFixture,
} from './test-support/invoice-fixtures.ts';
import { all, euroCents, one, parseUbl, textAt, type UblNode } from './test-support/ubl-tree.ts';

const pdf = Buffer.from('%PDF-1.4\n% test bytes\n');

function fixture(name: string): InvoiceUblFixture {
  const found = invoiceUblFixtures.find((f) => f.name === name);
  if (!found) throw new Error(`no fixture '${name}'`);
  return found;
}

function ublOf(f: InvoiceUblFixture, extras: Partial<InvoiceUblFixture['extras']> = {}): UblNode {
  return parseUbl(renderInvoiceUbl(f.document, f.company, { ...f.extras, ...extras, pdf }));
}

const lines = (ubl: UblNode) => all(ubl, ubl.name === 'CreditNote' ? 'CreditNoteLine' : 'InvoiceLine');

describe('UBL of every invoice variant', () => {
  for (const f of invoiceUblFixtures) {
    it(`${f.name}: a UBL ${f.document.kind === 'invoice' ? 'invoice' : 'credit note'} with the PDF's amounts and the PDF inside`, async () => {
      const { pdf: printed, xml } = await renderFixture(f);
      const ubl = parseUbl(xml);
      const sign = f.document.kind === 'credit_note' ? -1 : 1;
      expect(ubl.name).toBe(f.document.kind === 'credit_note' ? 'CreditNote' : 'Invoice');
      expect(ubl.namespace).toBe(`urn:oasis:names:specification:ubl:schema:xsd:${ubl.name}-2`);
      if (ublProfileOf(f.document, f.extras) === 'peppol') {
        expect(textAt(ubl, 'CustomizationID')).toBe(PEPPOL_BILLING_CUSTOMIZATION_ID);
        expect(textAt(ubl, 'ProfileID')).toBe(PEPPOL_BILLING_PROFILE_ID);
      } else {
        expect(textAt(ubl, 'CustomizationID')).toBe(EN16931_CUSTOMIZATION_ID);
        expect(all(ubl, 'ProfileID')).toHaveLength(0);
      }
      expect(textAt(ubl, 'ID')).toBe(f.document.invoiceNumber);
      expect(textAt(ubl, 'IssueDate')).toBe(f.document.issueDate);
      expect(euroCents(ubl, 'LegalMonetaryTotal', 'TaxExclusiveAmount')).toBe(
        sign * f.document.subtotalCents,
      );
      expect(euroCents(ubl, 'TaxTotal', 'TaxAmount')).toBe(sign * f.document.vatCents);
      expect(euroCents(ubl, 'LegalMonetaryTotal', 'TaxInclusiveAmount')).toBe(sign * f.document.totalCents);
      expect(lines(ubl).map((line) => euroCents(line, 'LineExtensionAmount'))).toEqual(
        f.document.lines.map((line) => sign * line.netCents),
      );
      const attachment = one(
        ubl,
        'AdditionalDocumentReference',
        'Attachment',
        'EmbeddedDocumentBinaryObject',
      );
      expect(attachment.attributes.mimeCode).toBe('application/pdf');
      expect(attachment.attributes.filename).toBe(`factuur-${f.document.invoiceNumber}.pdf`);
      expect(Buffer.from(attachment.text, 'base64').equals(printed)).toBe(true);
    });
  }
});

describe('the Peppol envelope of a document', () => {
  for (const f of invoiceUblFixtures) {
    it(`${f.name}: the EndpointIDs the document names, or none outside Peppol BIS`, () => {
      const ubl = ublOf(f);
      const address = (party: string) => {
        const endpoint = one(ubl, party, 'Party', 'EndpointID');
        return `${endpoint.attributes.schemeID}:${endpoint.text}`;
      };
      expect(peppolEnvelopeOf(f.document, f.company, f.extras)).toEqual(
        ublProfileOf(f.document, f.extras) === 'peppol'
          ? { senderId: address('AccountingSupplierParty'), receiverId: address('AccountingCustomerParty') }
          : null,
      );
    });
  }
});

describe('UBL invoice', () => {
  it('consumer paying by transfer: our IBAN, the PAY- reference and the PDF payment text', () => {
    const f = fixture('consumer');
    const ubl = ublOf(f);
    expect(textAt(ubl, 'InvoiceTypeCode')).toBe('380');
    expect(textAt(ubl, 'DueDate')).toBe('2026-11-15');
    expect(textAt(ubl, 'PaymentMeans', 'PaymentMeansCode')).toBe('58');
    expect(textAt(ubl, 'PaymentMeans', 'PaymentID')).toBe('PAY-2026-000042');
    expect(textAt(ubl, 'PaymentMeans', 'PayeeFinancialAccount', 'ID')).toBe('NL03RABO0312456789');
    expect(textAt(ubl, 'PaymentTerms', 'Note')).toBe(paymentInstruction(f.document, f.company));
    expect(textAt(ubl, 'InvoicePeriod', 'StartDate')).toBe('2026-11-01');
    expect(textAt(ubl, 'InvoicePeriod', 'EndDate')).toBe('2026-11-30');
    const buyer = one(ubl, 'AccountingCustomerParty', 'Party');
    expect(textAt(buyer, 'PartyLegalEntity', 'RegistrationName')).toBe('Jan de Vries');
    expect(one(buyer, 'EndpointID').attributes.schemeID).toBe('EM');
    expect(textAt(buyer, 'EndpointID')).toBe('jan@devries.test');
    expect(textAt(buyer, 'PostalAddress', 'StreetName')).toBe('Oudegracht 231');
    expect(all(buyer, 'PartyTaxScheme')).toHaveLength(0);
    expect(all(ubl, 'AccountingSupplierParty', 'Party', 'PartyIdentification')).toHaveLength(0);
  });

  it('seller: KvK as endpoint and legal id (0106), VAT id, address and contact', () => {
    const seller = one(ublOf(fixture('consumer')), 'AccountingSupplierParty', 'Party');
    expect(one(seller, 'EndpointID').attributes.schemeID).toBe('0106');
    expect(textAt(seller, 'EndpointID')).toBe('87654321');
    expect(one(seller, 'PartyLegalEntity', 'CompanyID').attributes.schemeID).toBe('0106');
    expect(textAt(seller, 'PartyLegalEntity', 'RegistrationName')).toBe('Hostportaal B.V.');
    expect(textAt(seller, 'PartyTaxScheme', 'CompanyID')).toBe('NL864512397B01');
    expect(textAt(seller, 'PostalAddress', 'StreetName')).toBe('Stationsplein 45');
    expect(textAt(seller, 'PostalAddress', 'PostalZone')).toBe('3013 AK');
    expect(textAt(seller, 'Contact', 'ElectronicMail')).toBe('support@hostportaal.test');
  });

  it('Dutch business by direct debit: mandate, debtor IBAN, our creditor id, their reference and ids', () => {
    const ubl = ublOf(fixture('dutch business, SEPA direct debit'));
    expect(textAt(ubl, 'PaymentMeans', 'PaymentMeansCode')).toBe('59');
    expect(textAt(ubl, 'PaymentMeans', 'PaymentMandate', 'ID')).toBe('HP-MANDATE-000017');
    expect(textAt(ubl, 'PaymentMeans', 'PaymentMandate', 'PayerFinancialAccount', 'ID')).toBe(
      'NL91ABNA0417164300',
    );
    expect(all(ubl, 'PaymentMeans', 'PayeeFinancialAccount')).toHaveLength(0);
    const creditor = one(ubl, 'AccountingSupplierParty', 'Party', 'PartyIdentification', 'ID');
    expect([creditor.attributes.schemeID, creditor.text]).toEqual(['SEPA', 'NL32ZZZ876543210000']);
    expect(textAt(ubl, 'BuyerReference')).toBe('INK-2026-0815');
    const buyer = one(ubl, 'AccountingCustomerParty', 'Party');
    expect(textAt(buyer, 'PartyLegalEntity', 'RegistrationName')).toBe('Bakkerij Jansen & Zn. B.V.');
    expect(textAt(buyer, 'PartyLegalEntity', 'CompanyID')).toBe('12345678');
    expect(textAt(buyer, 'PartyTaxScheme', 'CompanyID')).toBe('NL123456789B01');
    expect(textAt(buyer, 'Contact', 'Name')).toBe('Sanne Jansen');
    expect([one(buyer, 'EndpointID').attributes.schemeID, textAt(buyer, 'EndpointID')]).toEqual([
      '0106',
      '12345678',
    ]);
  });

  it('direct debit without the full IBAN: no debited account, never the masked one', () => {
    const f = fixture('dutch business, SEPA direct debit');
    const xml = renderInvoiceUbl(f.document, f.company, { ...f.extras, debtorIban: null, pdf });
    expect(all(parseUbl(xml), 'PaymentMeans', 'PaymentMandate', 'PayerFinancialAccount')).toHaveLength(0);
    expect(xml).not.toContain('<cbc:ID>NL** ');
  });

  it('EU reverse charge: category AE at 0% with "Btw verlegd", the buyer VAT id, their enterprise number as address', () => {
    const ubl = ublOf(fixture('EU reverse charge'));
    const subtotal = one(ubl, 'TaxTotal', 'TaxSubtotal');
    expect(euroCents(subtotal, 'TaxAmount')).toBe(0);
    expect(euroCents(subtotal, 'TaxableAmount')).toBe(2_995);
    expect(textAt(subtotal, 'TaxCategory', 'ID')).toBe('AE');
    expect(textAt(subtotal, 'TaxCategory', 'Percent')).toBe('0');
    expect(textAt(subtotal, 'TaxCategory', 'TaxExemptionReasonCode')).toBe('VATEX-EU-AE');
    expect(textAt(subtotal, 'TaxCategory', 'TaxExemptionReason')).toBe('Btw verlegd');
    expect(textAt(lines(ubl)[0] as UblNode, 'Item', 'ClassifiedTaxCategory', 'ID')).toBe('AE');
    expect(textAt(ubl, 'Note')).toBe(
      'Btw verlegd: de btw wordt verlegd naar de afnemer (btw-id BE0123456749).',
    );
    const buyer = one(ubl, 'AccountingCustomerParty', 'Party');
    expect(textAt(buyer, 'PartyTaxScheme', 'CompanyID')).toBe('BE0123456749');
    expect([one(buyer, 'EndpointID').attributes.schemeID, textAt(buyer, 'EndpointID')]).toEqual([
      '0208',
      '0123456749',
    ]);
    expect(textAt(buyer, 'PostalAddress', 'Country', 'IdentificationCode')).toBe('BE');
  });

  it('a 0% line beside a 21% line: zero-rated (Z) with no VAT and no exemption reason', () => {
    const ubl = ublOf(fixture('zero-VAT line'));
    const subtotals = all(ubl, 'TaxTotal', 'TaxSubtotal');
    expect(subtotals.map((s) => textAt(s, 'TaxCategory', 'ID'))).toEqual(['S', 'Z']);
    const zero = subtotals[1] as UblNode;
    expect([euroCents(zero, 'TaxableAmount'), euroCents(zero, 'TaxAmount')]).toEqual([1_250, 0]);
    expect(all(zero, 'TaxCategory', 'TaxExemptionReason')).toHaveLength(0);
    expect(lines(ubl).map((line) => textAt(line, 'Item', 'ClassifiedTaxCategory', 'ID'))).toEqual(['S', 'Z']);
  });

  it('several lines: quantities and prices, each line its period, the total payable and nothing prepaid', () => {
    const f = fixture('multi-line');
    const ubl = ublOf(f);
    const mailboxes = lines(ubl)[2] as UblNode;
    expect(textAt(mailboxes, 'InvoicedQuantity')).toBe('3');
    expect(one(mailboxes, 'InvoicedQuantity').attributes.unitCode).toBe('C62');
    expect(textAt(mailboxes, 'Price', 'PriceAmount')).toBe('2.49');
    expect(textAt(mailboxes, 'LineExtensionAmount')).toBe('7.47');
    const domain = lines(ubl)[1] as UblNode;
    expect(textAt(domain, 'InvoicePeriod', 'EndDate')).toBe('2027-10-31');
    // The domain year runs past the month invoiced, so no invoice period is stated (PEPPOL-EN16931-R111).
    expect(all(ubl, 'InvoicePeriod')).toHaveLength(0);
    // As the PDF asks: the invoice as issued; a payment after it is no part of the document (issue 27).
    expect(all(ubl, 'LegalMonetaryTotal', 'PrepaidAmount')).toHaveLength(0);
    expect(euroCents(ubl, 'LegalMonetaryTotal', 'PayableAmount')).toBe(f.document.totalCents);
  });

  it('a line that lowers the total: negative quantity at a positive price (BR-27)', () => {
    const discount = invoiceLine('Korting eerste maand', -500);
    const document = documentWith([invoiceLine('Webhosting Plus (maandelijks)', 1_495), discount]);
    const line = lines(parseUbl(renderInvoiceUbl(document, fixtureCompany, { pdf })))[1] as UblNode;
    expect([textAt(line, 'InvoicedQuantity'), textAt(line, 'Price', 'PriceAmount')]).toEqual(['-1', '5.00']);
    expect(euroCents(line, 'LineExtensionAmount')).toBe(-500);
  });

  it('writes free text as text: markup and control characters in a description cannot break the XML', () => {
    const description = 'Pakket <b>"Pro"</b> & \'meer\'\u0007 ]]>';
    const document = documentWith([invoiceLine(description, 1_000)]);
    const ubl = parseUbl(renderInvoiceUbl(document, fixtureCompany, { pdf }));
    expect(textAt(lines(ubl)[0] as UblNode, 'Item', 'Name')).toBe('Pakket <b>"Pro"</b> & \'meer\' ]]>');
  });
});

describe('UBL profile: Peppol BIS Billing 3.0 for a buyer Peppol can reach, EN 16931 otherwise', () => {
  const business = fixture('zero-VAT line');

  it('a consumer (no Peppol id, KvK number or VAT id): EN 16931 itself, addressed by e-mail, for download', () => {
    const f = fixture('consumer');
    expect(ublProfileOf(f.document, f.extras)).toBe('en16931');
    const ubl = ublOf(f);
    expect(textAt(ubl, 'CustomizationID')).toBe('urn:cen.eu:en16931:2017');
    // Peppol's business process and its stand-in buyer reference (PEPPOL-EN16931-R003) are left out.
    expect(all(ubl, 'ProfileID')).toHaveLength(0);
    expect(all(ubl, 'BuyerReference')).toHaveLength(0);
    const endpoint = one(ubl, 'AccountingCustomerParty', 'Party', 'EndpointID');
    expect([endpoint.attributes.schemeID, endpoint.text]).toEqual(['EM', 'jan@devries.test']);
    // A reference the consumer gave is still written.
    expect(textAt(ublOf(f, { buyerReference: 'Bestelling 17' }), 'BuyerReference')).toBe('Bestelling 17');
  });

  it('a buyer with a Peppol id, a KvK number or a VAT id: Peppol BIS Billing 3.0', () => {
    const withoutIds = { ...business.document, customer: { ...business.document.customer, vatId: null } };
    expect(ublProfileOf(withoutIds, {})).toBe('en16931');
    expect(ublProfileOf(withoutIds, { kvkNumber: '12345678' })).toBe('peppol');
    expect(ublProfileOf(withoutIds, { peppolId: '0088:5790000435975' })).toBe('peppol');
    expect(ublProfileOf(business.document, {})).toBe('peppol');
    const ubl = parseUbl(renderInvoiceUbl(withoutIds, fixtureCompany, { pdf, kvkNumber: '12345678' }));
    expect(textAt(ubl, 'CustomizationID')).toBe(PEPPOL_BILLING_CUSTOMIZATION_ID);
    expect(textAt(ubl, 'BuyerReference')).toBe(business.document.invoiceNumber);
  });

  it('a business whose VAT id has no Peppol scheme (Sweden) and gave no Peppol id: EN 16931', () => {
    const swedish = {
      ...business.document,
      customer: { ...business.document.customer, country: 'SE', vatId: 'SE556677889901' },
    };
    expect(ublProfileOf(swedish, {})).toBe('en16931');
    expect(ublProfileOf(swedish, { peppolId: '0007:5566778899' })).toBe('peppol');
  });
});

describe('UBL credit note', () => {
  it('full credit: a CreditNote with positive amounts referring to the invoice and its date, no payment asked', () => {
    const f = fixture('credit note, full');
    const ubl = ublOf(f);
    expect(textAt(ubl, 'CreditNoteTypeCode')).toBe('381');
    expect(textAt(ubl, 'BillingReference', 'InvoiceDocumentReference', 'ID')).toBe('2026-000130');
    expect(textAt(ubl, 'BillingReference', 'InvoiceDocumentReference', 'IssueDate')).toBe('2026-11-01');
    expect(textAt(ubl, 'Note')).toBe('Deze creditnota corrigeert factuur 2026-000130.');
    expect(all(ubl, 'PaymentMeans')).toHaveLength(0);
    expect(all(ubl, 'DueDate')).toHaveLength(0);
    expect(textAt(ubl, 'PaymentTerms', 'Note')).toContain('verrekend of teruggestort');
    expect(euroCents(ubl, 'LegalMonetaryTotal', 'PayableAmount')).toBe(-f.document.totalCents);
    expect(euroCents(ubl, 'LegalMonetaryTotal', 'PayableAmount')).toBeGreaterThan(0);
    expect(lines(ubl).map((line) => textAt(line, 'CreditedQuantity'))).toEqual(['1', '1', '3']);
    expect(lines(ubl).map((line) => textAt(line, 'Price', 'PriceAmount'))).toEqual(['14.95', '7.95', '2.49']);
  });

  it('partial credit: the one partial line at the original rate, net and VAT as stored', () => {
    const f = fixture('credit note, partial');
    const ubl = ublOf(f, { creditedInvoiceIssueDate: null });
    expect(textAt(lines(ubl)[0] as UblNode, 'Item', 'Name')).toBe(
      'Gedeeltelijke creditering van factuur 2026-000123',
    );
    expect(euroCents(ubl, 'TaxTotal', 'TaxSubtotal', 'TaxableAmount')).toBe(826);
    expect(euroCents(ubl, 'TaxTotal', 'TaxSubtotal', 'TaxAmount')).toBe(174);
    expect(euroCents(ubl, 'LegalMonetaryTotal', 'PayableAmount')).toBe(1_000);
    expect(all(ubl, 'BillingReference', 'InvoiceDocumentReference', 'IssueDate')).toHaveLength(0);
  });
});

describe('UBL refuses what it cannot write truthfully', () => {
  const consumer = fixture('consumer');

  it('totals that are not the sum of the lines', () => {
    const document = { ...consumer.document, vatCents: consumer.document.vatCents + 1 };
    expect(() => renderInvoiceUbl(document, fixtureCompany, { pdf })).toThrow(
      /tellen niet op tot de totalen/,
    );
  });

  it('a credit note that names no invoice (Peppol NL-R-001)', () => {
    const { document } = fixture('credit note, partial');
    expect(() =>
      renderInvoiceUbl({ ...document, creditedInvoiceNumber: null }, fixtureCompany, { pdf }),
    ).toThrow(/noemt geen factuur/);
  });

  it('a Peppol id Peppol cannot address, or an invalid debtor IBAN', () => {
    expect(() =>
      renderInvoiceUbl(consumer.document, fixtureCompany, { pdf, peppolId: 'EM:jan@x.test' }),
    ).toThrow(/geen Peppol-ID/);
    const sepa = fixture('dutch business, SEPA direct debit');
    expect(() =>
      renderInvoiceUbl(sepa.document, fixtureCompany, { pdf, debtorIban: 'NL91ABNA0417164301' }),
    ).toThrow(/IBAN van de machtiging/);
  });
});
