// GET /api/admin/exports/einvoices (issue 21): a period's invoices and credit notes for the accountant, as a
// ZIP of each document's UBL and stored PDF with the period's invoice register. What the accountant unpacks
// is checked as they would: every UBL valid by the official rules, every PDF the one the customer got.
import { euroCents, one, parseUbl, textAt } from '@hostportaal/documents/test-support/ubl-tree';
import { eq, inArray } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValidEInvoice, isPeppolDocument, prepareRules } from '../../../test/einvoice-validation.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  companySettings,
  type Invoice,
  invoiceDocuments,
  invoices,
  invoiceUblDocuments,
} from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

const password = 'Test!2026pass';

let t: TestApp;
let finance: string;
let support: string;
/** The documents of November 2026, in issue-date order, and one of October that must stay out. */
let november: Invoice[];
let october: Invoice;

const exportUrl = (from: string, to: string) => `/api/admin/exports/einvoices?from=${from}&to=${to}`;
const download = (url: string, token = finance) => t.inject({ method: 'GET', url, headers: bearer(token) });

async function storedPdfs(ids: string[]) {
  const rows = await t.database.db
    .select()
    .from(invoiceDocuments)
    .where(inArray(invoiceDocuments.invoiceId, ids));
  return new Map(rows.map((row) => [row.invoiceId, row.pdf]));
}

async function storedUbls(ids: string[]) {
  const rows = await t.database.db
    .select()
    .from(invoiceUblDocuments)
    .where(inArray(invoiceUblDocuments.invoiceId, ids));
  return new Map(rows.map((row) => [row.invoiceId, Buffer.from(row.xml, 'utf8')]));
}

beforeAll(async () => {
  await prepareRules();
  t = await createTestApp({ now: new Date('2026-11-01T08:00:00Z') });
  const db = t.database.db;
  await db.insert(companySettings).values({ id: 1, ...demoCompany });
  await insertAdmin(db, { email: 'finance@example.nl', role: 'finance' });
  await insertAdmin(db, { email: 'support@example.nl', role: 'support' });
  finance = (await t.login('finance@example.nl', password)).token;

  const bakery = await insertUser(db, {
    email: 'administratie@bakkerij.example.nl',
    company: 'Bakkerij Jansen B.V.',
    kvkNumber: '12345678',
    vatId: 'NL123456789B01',
  });
  const brussels = await insertUser(db, {
    email: 'info@brussel.example',
    company: 'Brussel Hosting BV',
    country: 'BE',
    vatId: 'BE0123456749',
  });
  const consumer = await insertUser(db, {
    email: 'jan@devries.example.nl',
    firstname: 'Jan',
    lastname: 'de Vries',
  });
  const hosting = await insertPackage(db, { slug: 'zip-hosting', name: 'Webhosting Plus' });
  const mandate = await insertMandate(db, bakery.id, { iban: 'NL91ABNA0417164300' });
  const subscriptionIds = [];
  for (const [user, mandateId] of [
    [bakery, mandate.id],
    [brussels, null],
  ] as const) {
    const subscription = await insertSubscription(db, {
      userId: user.id,
      packageId: hosting.id,
      mandateId,
      startDate: '2026-10-01',
      nextBillingDate: '2026-11-01',
    });
    subscriptionIds.push(subscription.id);
  }
  // The billing run issues the two business invoices on 1 November and e-mails them, storing their PDFs.
  const run = await t.inject({ method: 'POST', url: '/api/admin/billing-runs', headers: bearer(finance) });
  expect(run.statusCode).toBe(202);
  const billed = await db.select().from(invoices).where(inArray(invoices.subscriptionId, subscriptionIds));
  expect(billed).toHaveLength(2);

  // A consumer invoice of two lines whose PDF was never stored, and a partial credit note on the bakery's.
  const { invoice: consumerInvoice } = await insertInvoice(db, {
    userId: consumer.id,
    issueDate: '2026-11-10',
    lines: [
      { description: 'Webhosting Plus (maandelijks)', unitPriceCents: 695, quantity: 2 },
      { description: 'Extra mailbox (maandelijks)', unitPriceCents: 249 },
    ],
  });
  const bakeryInvoice = billed.find((invoice) => invoice.userId === bakery.id);
  t.clock.set(new Date('2026-11-20T09:00:00Z'));
  finance = (await t.login('finance@example.nl', password)).token;
  support = (await t.login('support@example.nl', password)).token;
  const credited = await t.inject({
    method: 'POST',
    url: `/api/admin/invoices/${bakeryInvoice?.id}/credit-note`,
    headers: bearer(finance),
    payload: { reason: 'Storing van drie dagen', amountCents: 500 },
  });
  expect(credited.statusCode).toBe(201);
  ({ invoice: october } = await insertInvoice(db, { userId: consumer.id, issueDate: '2026-10-31' }));

  november = await db
    .select()
    .from(invoices)
    .where(
      inArray(invoices.id, [
        ...billed.map((row) => row.id),
        consumerInvoice.id,
        credited.json().data.creditNote.id,
      ]),
    )
    .orderBy(invoices.issueDate, invoices.id);
});
afterAll(() => t?.close());

describe('GET /api/admin/exports/einvoices', () => {
  it("holds every document of the period as valid UBL beside the PDF the customer got, and the period's register", async () => {
    const response = await download(exportUrl('2026-11-01', '2026-11-30'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="e-facturen-2026-11-01-2026-11-30.zip"',
    );
    expect(response.headers['x-total-rows']).toBe('4');
    // The progress bar's estimate is near the size (within a factor 1.5 either way).
    const ratio = Number(response.headers['x-estimated-bytes']) / response.rawPayload.length;
    expect(ratio).toBeGreaterThan(1 / 1.5);
    expect(ratio).toBeLessThan(1.5);

    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = november.flatMap((invoice) => [
      `factuur-${invoice.invoiceNumber}.xml`,
      `factuur-${invoice.invoiceNumber}.pdf`,
    ]);
    expect(Object.keys(files)).toEqual([...names, 'facturen-2026-11-01-2026-11-30.csv']);
    expect(Object.keys(files).join()).not.toContain(october.invoiceNumber);

    // Every PDF and UBL is stored now (the consumer's on this export), and the ZIP holds those very bytes.
    const pdfs = await storedPdfs(november.map((invoice) => invoice.id));
    const ubls = await storedUbls(november.map((invoice) => invoice.id));
    const profiles: string[] = [];
    for (const invoice of november) {
      const xmlBytes = Buffer.from(files[`factuur-${invoice.invoiceNumber}.xml`] ?? []);
      expect(xmlBytes.equals(ubls.get(invoice.id) ?? Buffer.alloc(0))).toBe(true);
      const xml = xmlBytes.toString('utf8');
      const pdf = Buffer.from(files[`factuur-${invoice.invoiceNumber}.pdf`] ?? []);
      expect(pdf.equals(pdfs.get(invoice.id) ?? Buffer.alloc(0))).toBe(true);

      profiles.push(isPeppolDocument(xml) ? 'peppol' : 'en16931');
      await expectValidEInvoice(xml);

      const ubl = parseUbl(xml);
      expect(ubl.name).toBe(invoice.kind === 'credit_note' ? 'CreditNote' : 'Invoice');
      expect(textAt(ubl, 'ID')).toBe(invoice.invoiceNumber);
      const sign = invoice.kind === 'credit_note' ? -1 : 1;
      expect(sign * euroCents(ubl, 'LegalMonetaryTotal', 'TaxInclusiveAmount')).toBe(invoice.totalCents);
      // The bakery's invoice, credited in part since, still asks its total as issued (issue 27).
      expect(sign * euroCents(ubl, 'LegalMonetaryTotal', 'PayableAmount')).toBe(invoice.totalCents);
      const embedded = one(ubl, 'AdditionalDocumentReference', 'Attachment', 'EmbeddedDocumentBinaryObject');
      expect(Buffer.from(embedded.text, 'base64').equals(pdf)).toBe(true);
    }
    // Two business invoices and the credit note by Peppol BIS; the consumer's by EN 16931 itself.
    expect(profiles.filter((profile) => profile === 'peppol')).toHaveLength(3);
    expect(profiles.filter((profile) => profile === 'en16931')).toHaveLength(1);

    const register = new TextDecoder('utf-8', { ignoreBOM: true })
      .decode(files['facturen-2026-11-01-2026-11-30.csv'])
      .split('\r\n');
    expect(register[0]).toBe(
      '\uFEFFFactuurnummer;Factuurdatum;Klant;Btw-nummer klant;Soort;Excl. btw;Btw;Incl. btw;Status',
    );
    expect(register.slice(1, -1).map((line) => line.split(';')[0])).toEqual(
      november.map((invoice) => invoice.invoiceNumber),
    );
  });

  it('the same period twice gives the same documents', async () => {
    const [first, second] = await Promise.all([
      download(exportUrl('2026-11-01', '2026-11-30')),
      download(exportUrl('2026-11-01', '2026-11-30')),
    ]);
    const [a, b] = [first, second].map((response) => unzipSync(new Uint8Array(response.rawPayload)));
    for (const name of Object.keys(a ?? {}).filter((file) => !file.endsWith('.csv'))) {
      expect(Buffer.from(a?.[name] ?? []).equals(Buffer.from(b?.[name] ?? [])), name).toBe(true);
    }
  });

  it('a period of more documents than one batch holds each once, in issue-date order', async () => {
    const userId = november[0]?.userId ?? '';
    const issued: Invoice[] = [];
    for (let day = 1; day <= 3; day += 1) {
      for (let index = 0; index < 40; index += 1) {
        const { invoice } = await insertInvoice(t.database.db, { userId, issueDate: `2027-01-0${day}` });
        issued.push(invoice);
      }
    }
    const response = await download(exportUrl('2027-01-01', '2027-01-31'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-rows']).toBe('120');
    const names = Object.keys(unzipSync(new Uint8Array(response.rawPayload)));
    // PostgreSQL orders uuids byte by byte: as their lower-case text compares, not as a locale would.
    const byIssue = [...issued].sort((a, b) =>
      a.issueDate === b.issueDate ? (a.id < b.id ? -1 : 1) : a.issueDate < b.issueDate ? -1 : 1,
    );
    expect(names).toEqual([
      ...byIssue.flatMap((invoice) => [
        `factuur-${invoice.invoiceNumber}.xml`,
        `factuur-${invoice.invoiceNumber}.pdf`,
      ]),
      'facturen-2027-01-01-2027-01-31.csv',
    ]);
  });

  it('a period without invoices is an archive with only the empty register', async () => {
    const response = await download(exportUrl('2025-01-01', '2025-01-31'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-rows']).toBe('0');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files)).toEqual(['facturen-2025-01-01-2025-01-31.csv']);
  });

  it('refuses a reversed or malformed period, and staff without the reports permission, storing nothing', async () => {
    const unstored = await insertInvoice(t.database.db, {
      userId: november[0]?.userId ?? '',
      issueDate: '2026-12-01',
    });
    const reversed = await download(exportUrl('2026-12-31', '2026-12-01'));
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().details).toEqual([
      { field: 'to', message: 'De einddatum ligt voor de begindatum' },
    ]);
    expect((await download(exportUrl('2026-12-01', '2026-13-01'))).statusCode).toBe(422);
    expect((await download(exportUrl('2026-12-01', '2026-12-31'), support)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: exportUrl('2026-12-01', '2026-12-31') })).statusCode).toBe(
      401,
    );
    const stored = await t.database.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.invoiceId, unstored.invoice.id));
    expect(stored).toEqual([]);
    expect(await storedUbls([unstored.invoice.id])).toEqual(new Map());
  });
});
