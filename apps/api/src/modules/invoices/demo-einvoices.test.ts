// Every kind of invoice the demo seed makes, as UBL (issue 21): the seed's customers are consumers, Dutch
// companies by KvK number, and Belgian and German companies with the VAT reverse-charged, paying by SEPA or
// by transfer, with credit notes and part payments. One document of each kind is written from the stored
// invoice, exactly as a download is, and must pass the XSD, the CEN rules and, for a Peppol BIS document
// when the rules are here, the Peppol rules.
import { all, euroCents, one, parseUbl, textAt } from '@hostportaal/documents/test-support/ubl-tree';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValidEInvoice, isPeppolDocument, prepareRules } from '../../../test/einvoice-validation.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { invoiceLines, invoices } from '../../db/schema/index.ts';
import { seedDemoData } from '../../db/seed/demo-seed.ts';
import { invoiceUblById } from './invoice-ubl-download.ts';

let database: Database;

/** What decides the shape of an invoice's UBL. */
type Variant = {
  kind: 'invoice' | 'credit_note';
  business: boolean;
  reverseCharge: boolean;
  paymentType: string;
  multiLine: boolean;
  partlyPaid: boolean;
};
const keyOf = (variant: Variant) => JSON.stringify(variant);

/** The first stored document of each variant, in invoice number order. */
async function oneOfEachVariant() {
  const db = database.db;
  const rows = await db.select().from(invoices).orderBy(asc(invoices.invoiceNumber));
  const lines = await db.select({ invoiceId: invoiceLines.invoiceId }).from(invoiceLines);
  const lineCount = new Map<string, number>();
  for (const line of lines) lineCount.set(line.invoiceId, (lineCount.get(line.invoiceId) ?? 0) + 1);
  const chosen = new Map<string, { id: string; variant: Variant }>();
  for (const row of rows) {
    const variant: Variant = {
      kind: row.kind,
      business: Boolean(row.customer.company),
      reverseCharge: row.reverseCharge,
      paymentType: row.paymentType,
      multiLine: (lineCount.get(row.id) ?? 0) > 1,
      partlyPaid: row.kind === 'invoice' && row.paidCents > 0 && row.paidCents < row.totalCents,
    };
    if (!chosen.has(keyOf(variant))) chosen.set(keyOf(variant), { id: row.id, variant });
  }
  return [...chosen.values()];
}

beforeAll(async () => {
  await prepareRules();
  database = await createTestDatabase();
  await seedDemoData(database.db, { today: '2026-11-21', customers: 60, chunkSize: 20 });
}, 240_000);
afterAll(() => database?.close());

describe("the demo seed's invoices as e-invoices", () => {
  it('covers consumers and companies, reverse charge, SEPA and transfer, credit notes', async () => {
    const variants = (await oneOfEachVariant()).map(({ variant }) => variant);
    const has = (match: Partial<Variant>) =>
      variants.some((variant) =>
        Object.entries(match).every(([key, value]) => variant[key as keyof Variant] === value),
      );
    expect(has({ business: false })).toBe(true);
    expect(has({ business: true, reverseCharge: false })).toBe(true);
    expect(has({ reverseCharge: true })).toBe(true);
    expect(has({ paymentType: 'sepa' })).toBe(true);
    expect(has({ paymentType: 'bank_transfer' })).toBe(true);
    expect(has({ kind: 'credit_note' })).toBe(true);
  });

  it('writes each variant as UBL valid by the official rules, with the invoice number and totals', async () => {
    const now = new Date('2026-11-21T10:00:00Z');
    for (const { id, variant } of await oneOfEachVariant()) {
      const ubl = await invoiceUblById(database.db, id, now);
      if (!ubl) throw new Error(`invoice ${id} not found`);
      const xml = ubl.xml.toString('utf8');
      const validation = await expectValidEInvoice(xml);
      // A company is addressed on Peppol (KvK number or VAT id); a consumer gets EN 16931 itself.
      expect(isPeppolDocument(xml), keyOf(variant)).toBe(variant.business);
      expect(validation.rulesRun[0]).toBe('cen');
      const tree = parseUbl(xml);
      expect(tree.name).toBe(variant.kind === 'credit_note' ? 'CreditNote' : 'Invoice');
      expect(textAt(tree, 'ID')).toBe(ubl.invoice.invoiceNumber);
      // The invoice as issued, however much was paid on it since: its total payable, nothing prepaid.
      const sign = variant.kind === 'credit_note' ? -1 : 1;
      expect(sign * euroCents(tree, 'LegalMonetaryTotal', 'PayableAmount')).toBe(ubl.invoice.totalCents);
      expect(all(tree, 'LegalMonetaryTotal', 'PrepaidAmount')).toHaveLength(0);
      if (variant.reverseCharge) {
        expect(textAt(tree, 'TaxTotal', 'TaxSubtotal', 'TaxCategory', 'ID')).toBe('AE');
        expect(textAt(tree, 'TaxTotal', 'TaxSubtotal', 'TaxCategory', 'TaxExemptionReason')).toBe(
          'Btw verlegd',
        );
      }
      if (variant.kind === 'invoice') {
        expect(textAt(tree, 'PaymentMeans', 'PaymentMeansCode')).toBe(
          variant.paymentType === 'sepa' ? '59' : '58',
        );
      }
      expect(
        one(tree, 'AdditionalDocumentReference', 'Attachment', 'EmbeddedDocumentBinaryObject').text,
      ).not.toBe('');
    }
  }, 240_000);
});
