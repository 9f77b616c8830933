// GET /pay/invoices/:userId/:invoiceId/ubl (issue 21, decision 029): the invoice as a UBL e-invoice, written
// from the stored invoice with the stored PDF inside, valid by the official rules (the Peppol ones for a
// business when PEPPOL_RULES_DIR is set), with its owner's and staff's access only. It is the document as
// issued (issue 27): stored at issue with its SHA-256, the same bytes on every download and in the
// accountant's ZIP, its total payable whatever was paid or credited since.
import { createHash } from 'node:crypto';
import { PEPPOL_BILLING_CUSTOMIZATION_ID } from '@hostportaal/documents';
import {
  all,
  euroCents,
  one,
  parseUbl,
  textAt,
  type UblNode,
} from '@hostportaal/documents/test-support/ubl-tree';
import { eq, inArray } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectValidEInvoice as expectValid,
  peppolRulesDirectory,
  prepareRules,
} from '../../../test/einvoice-validation.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  companySettings,
  type Invoice,
  invoiceDocuments,
  invoices,
  invoiceUblDocuments,
  type User,
  users,
} from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

const password = 'Test!2026pass';

let t: TestApp;
let business: User;
let consumer: User;
let stranger: User;
let tokens: { business: string; consumer: string; stranger: string; admin: string };
let mandateReference: string;
let billedInvoice: Invoice;

beforeAll(async () => {
  // The rules compile on first use (about a minute on a cold cache): once here, not inside a test.
  await prepareRules();
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(companySettings).values({ id: 1, ...demoCompany });
  business = await insertUser(db, {
    email: 'administratie@bakkerij.example.nl',
    firstname: 'Sanne',
    lastname: 'Jansen',
    company: 'Bakkerij Jansen B.V.',
    kvkNumber: '12345678',
    vatId: 'NL123456789B01',
  });
  consumer = await insertUser(db, {
    email: 'jan@devries.example.nl',
    firstname: 'Jan',
    lastname: 'de Vries',
  });
  stranger = await insertUser(db, { email: 'iemand@anders.example.nl' });
  await insertAdmin(db, { email: 'finance@example.nl' });
  const mandate = await insertMandate(db, business.id, { iban: 'NL91ABNA0417164300' });
  mandateReference = mandate.reference;
  const hosting = await insertPackage(db, { slug: 'ubl-hosting', name: 'Webhosting Plus' });
  const subscription = await insertSubscription(db, {
    userId: business.id,
    packageId: hosting.id,
    mandateId: mandate.id,
    startDate: '2026-11-21',
    nextBillingDate: '2026-11-21',
  });
  tokens = {
    business: (await t.login(business.email, password)).token,
    consumer: (await t.login(consumer.email, password)).token,
    stranger: (await t.login(stranger.email, password)).token,
    admin: (await t.login('finance@example.nl', password)).token,
  };
  // The billing run issues the invoice and the delivery job e-mails it, storing its PDF.
  const run = await t.inject({
    method: 'POST',
    url: '/api/admin/billing-runs',
    headers: bearer(tokens.admin),
  });
  expect(run.statusCode).toBe(202);
  const [billed] = await db.select().from(invoices).where(eq(invoices.subscriptionId, subscription.id));
  if (!billed) throw new Error('the billing run made no invoice');
  billedInvoice = billed;
});
afterAll(() => t?.close());

function getUbl(token: string, userId: string, invoiceId: string) {
  return t.inject({ method: 'GET', url: `/pay/invoices/${userId}/${invoiceId}/ubl`, headers: bearer(token) });
}

async function storedPdf(invoiceId: string) {
  const rows = await t.database.db
    .select()
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.invoiceId, invoiceId));
  return rows;
}

/** The stored UBL of an invoice, its XML as the UTF-8 bytes every reader gets. */
async function storedUbl(invoiceId: string) {
  const [row] = await t.database.db
    .select()
    .from(invoiceUblDocuments)
    .where(eq(invoiceUblDocuments.invoiceId, invoiceId));
  return row && { ...row, xml: Buffer.from(row.xml, 'utf8') };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** What the invoice asks the buyer to pay, as the UBL says it, and any prepaid amount (BT-113) it names. */
function payable(ubl: UblNode) {
  return {
    payable: euroCents(ubl, 'LegalMonetaryTotal', 'PayableAmount'),
    prepaid: all(ubl, 'LegalMonetaryTotal', 'PrepaidAmount').length,
  };
}

function embeddedPdf(ubl: UblNode): Buffer {
  const attachment = one(ubl, 'AdditionalDocumentReference', 'Attachment', 'EmbeddedDocumentBinaryObject');
  expect(attachment.attributes.mimeCode).toBe('application/pdf');
  return Buffer.from(attachment.text, 'base64');
}

function expectTotals(ubl: UblNode, invoice: Invoice, sign: 1 | -1) {
  expect(euroCents(ubl, 'LegalMonetaryTotal', 'TaxExclusiveAmount')).toBe(sign * invoice.subtotalCents);
  expect(euroCents(ubl, 'TaxTotal', 'TaxAmount')).toBe(sign * invoice.vatCents);
  expect(euroCents(ubl, 'LegalMonetaryTotal', 'TaxInclusiveAmount')).toBe(sign * invoice.totalCents);
}

describe('GET /pay/invoices/{userId}/{invoiceId}/ubl', () => {
  it('a business invoice from the billing run: Peppol BIS, valid, its stored PDF inside, its totals', async () => {
    const db = t.database.db;
    const [stored] = await storedPdf(billedInvoice.id);
    if (!stored) throw new Error('the delivery job stored no PDF');
    // The delivery job wrote its UBL beside the PDF as it issued it.
    const issued = await storedUbl(billedInvoice.id);
    if (!issued) throw new Error('the delivery job stored no UBL');
    // The customer changes their KvK number after the invoice: the UBL keeps the one it was issued to.
    await db.update(users).set({ kvkNumber: '87650000' }).where(eq(users.id, business.id));

    const response = await getUbl(tokens.business, business.id, billedInvoice.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="factuur-${billedInvoice.invoiceNumber}.xml"`,
    );
    expect(response.rawPayload.equals(issued.xml)).toBe(true);
    const validation = await expectValid(response.body);
    expect(validation.rulesRun).toEqual(peppolRulesDirectory ? ['cen', 'peppol'] : ['cen']);

    const ubl = parseUbl(response.body);
    expect(ubl.name).toBe('Invoice');
    expect(textAt(ubl, 'CustomizationID')).toBe(PEPPOL_BILLING_CUSTOMIZATION_ID);
    expect(textAt(ubl, 'ID')).toBe(billedInvoice.invoiceNumber);
    expect(textAt(ubl, 'IssueDate')).toBe(billedInvoice.issueDate);
    expect(embeddedPdf(ubl).equals(stored.pdf)).toBe(true);
    expectTotals(ubl, billedInvoice, 1);
    expect(euroCents(ubl, 'LegalMonetaryTotal', 'PayableAmount')).toBe(billedInvoice.totalCents);
    const buyer = one(ubl, 'AccountingCustomerParty', 'Party');
    expect(textAt(buyer, 'PartyLegalEntity', 'RegistrationName')).toBe('Bakkerij Jansen B.V.');
    expect(textAt(buyer, 'PartyLegalEntity', 'CompanyID')).toBe('12345678');
    expect([one(buyer, 'EndpointID').attributes.schemeID, textAt(buyer, 'EndpointID')]).toEqual([
      '0106',
      '12345678',
    ]);
    expect(textAt(ubl, 'PaymentMeans', 'PaymentMeansCode')).toBe('59');
    expect(textAt(ubl, 'PaymentMeans', 'PaymentMandate', 'ID')).toBe(mandateReference);
    expect(textAt(ubl, 'PaymentMeans', 'PaymentMandate', 'PayerFinancialAccount', 'ID')).toBe(
      'NL91ABNA0417164300',
    );
    // Downloading did not store another PDF.
    expect(await storedPdf(billedInvoice.id)).toEqual([stored]);
  });

  it('a consumer invoice partly paid before its first download: EN 16931, its total payable, written on first use and kept', async () => {
    const db = t.database.db;
    const { invoice } = await insertInvoice(db, {
      userId: consumer.id,
      issueDate: '2026-11-01',
      status: 'open',
      paidCents: 300,
      lines: [
        { description: 'Webhosting Plus (maandelijks)', unitPriceCents: 695, quantity: 2 },
        { description: 'Extra mailbox (maandelijks)', unitPriceCents: 249 },
      ],
    });
    // Issued before UBLs were kept: neither its PDF nor its UBL is stored yet.
    expect(await storedPdf(invoice.id)).toEqual([]);
    expect(await storedUbl(invoice.id)).toBeUndefined();

    const first = await getUbl(tokens.consumer, consumer.id, invoice.id);
    expect(first.statusCode).toBe(200);
    const validation = await expectValid(first.body);
    expect(validation.rulesRun).toEqual(['cen']);
    const ubl = parseUbl(first.body);
    expect(textAt(ubl, 'CustomizationID')).toBe('urn:cen.eu:en16931:2017');
    expect(one(ubl, 'AccountingCustomerParty', 'Party', 'EndpointID').attributes.schemeID).toBe('EM');
    expectTotals(ubl, invoice, 1);
    expect(all(ubl, 'InvoiceLine').map((line) => euroCents(line, 'LineExtensionAmount'))).toEqual([
      1_390, 249,
    ]);
    // The 3,00 paid is a payment, not part of the invoice: the PDF asks the total, and so does its UBL.
    expect(payable(ubl)).toEqual({ payable: invoice.totalCents, prepaid: 0 });
    expect(textAt(ubl, 'PaymentMeans', 'PaymentID')).toBe(invoice.paymentReference);

    const [stored] = await storedPdf(invoice.id);
    expect(stored && embeddedPdf(ubl).equals(stored.pdf)).toBe(true);
    // Written from the invoice as issued on that first download, and kept with its hash.
    const kept = await storedUbl(invoice.id);
    expect(kept?.xml.equals(first.rawPayload)).toBe(true);
    expect(kept?.sha256).toBe(sha256(first.rawPayload));
    // The second download is the same document, and the e-mail sent again carries that same PDF.
    const second = await getUbl(tokens.consumer, consumer.id, invoice.id);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const resend = await t.inject({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/resend`,
      headers: bearer(tokens.admin),
    });
    expect(resend.statusCode).toBe(200);
    expect(await storedPdf(invoice.id)).toEqual([stored]);
  });

  it('a partial credit note: a CreditNote referring to the invoice and its date, positive amounts', async () => {
    const made = await t.inject({
      method: 'POST',
      url: `/api/admin/invoices/${billedInvoice.id}/credit-note`,
      headers: bearer(tokens.admin),
      payload: { reason: 'Storing van drie dagen', amountCents: 500 },
    });
    expect(made.statusCode).toBe(201);
    const creditNoteId: string = made.json().data.creditNote.id;
    const [creditNote] = await t.database.db.select().from(invoices).where(eq(invoices.id, creditNoteId));
    if (!creditNote) throw new Error('no credit note');

    const response = await getUbl(tokens.business, business.id, creditNoteId);
    expect(response.statusCode).toBe(200);
    await expectValid(response.body);
    const ubl = parseUbl(response.body);
    expect(ubl.name).toBe('CreditNote');
    expect(textAt(ubl, 'ID')).toBe(creditNote.invoiceNumber);
    expect(textAt(ubl, 'BillingReference', 'InvoiceDocumentReference', 'ID')).toBe(
      billedInvoice.invoiceNumber,
    );
    expect(textAt(ubl, 'BillingReference', 'InvoiceDocumentReference', 'IssueDate')).toBe(
      billedInvoice.issueDate,
    );
    expect(creditNote.totalCents).toBe(-500);
    expectTotals(ubl, creditNote, -1);
    expect(euroCents(ubl, 'LegalMonetaryTotal', 'PayableAmount')).toBe(500);
    const [stored] = await storedPdf(creditNoteId);
    expect(stored && embeddedPdf(ubl).equals(stored.pdf)).toBe(true);
  });

  it('the profile’s reference and Peppol ID: checked, stored, and on the e-invoices', async () => {
    const profile = (fields: Record<string, unknown>) =>
      t.inject({
        method: 'PUT',
        url: '/auth/profile',
        headers: bearer(tokens.business),
        payload: { firstname: 'Sanne', lastname: 'Jansen', email: business.email, ...fields },
      });
    // A scheme Peppol does not route, and a KvK number that is not 8 digits, are refused on the field.
    for (const wrong of ['EM:sanne@bakkerij.example.nl', '0106:1234567']) {
      const refused = await profile({ peppolId: wrong });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().details).toEqual([
        {
          field: 'peppolId',
          message: 'Geen Peppol-ID die Peppol kan bereiken; bijvoorbeeld 0106:12345678 (KvK-nummer)',
        },
      ]);
    }
    const saved = await profile({
      purchaseReference: ' INK-2026-0815 ',
      peppolId: 'iso6523-actorid-upis::9944:nl123456789b01',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.user).toMatchObject({
      purchaseReference: 'INK-2026-0815',
      peppolId: '9944:NL123456789B01',
    });

    // An invoice issued before the reference and the Peppol ID were given is the document as issued: its
    // invoice number as buyer reference, addressed by the KvK number it was issued to.
    const before = parseUbl((await getUbl(tokens.business, business.id, billedInvoice.id)).body);
    expect(textAt(before, 'BuyerReference')).toBe(billedInvoice.invoiceNumber);
    const endpoint = one(before, 'AccountingCustomerParty', 'Party', 'EndpointID');
    expect([endpoint.attributes.schemeID, endpoint.text]).toEqual(['0106', '12345678']);

    // One issued now carries the reference as it was at issue, even after the customer clears it, and is
    // addressed where Peppol delivered to them when it was written.
    const { invoice } = await insertInvoice(t.database.db, { userId: business.id, issueDate: '2026-11-21' });
    expect((await profile({ purchaseReference: '' })).statusCode).toBe(200);
    const response = await getUbl(tokens.business, business.id, invoice.id);
    await expectValid(response.body);
    const issued = parseUbl(response.body);
    expect(textAt(issued, 'BuyerReference')).toBe('INK-2026-0815');
    const address = one(issued, 'AccountingCustomerParty', 'Party', 'EndpointID');
    expect([address.attributes.schemeID, address.text]).toEqual(['9944', 'NL123456789B01']);
    expect((await profile({ peppolId: null })).json().data.user.peppolId).toBeNull();
  });

  it("answers 404 for another customer's invoice, whichever user id is in the path; staff may read any", async () => {
    for (const userId of [stranger.id, business.id]) {
      const response = await getUbl(tokens.stranger, userId, billedInvoice.id);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(billedInvoice.invoiceNumber);
    }
    // The invoice id under the wrong owner is not found for staff either.
    expect((await getUbl(tokens.admin, stranger.id, billedInvoice.id)).statusCode).toBe(404);
    const asStaff = await getUbl(tokens.admin, business.id, billedInvoice.id);
    expect(asStaff.statusCode).toBe(200);
    expect(textAt(parseUbl(asStaff.body), 'ID')).toBe(billedInvoice.invoiceNumber);
    const anonymous = await t.inject({
      method: 'GET',
      url: `/pay/invoices/${business.id}/${billedInvoice.id}/ubl`,
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await getUbl(tokens.business, business.id, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the UBL is the document as issued (issue 27)', () => {
  let payer: User;
  let payerToken: string;
  const profileOf = (fields: Record<string, unknown>) =>
    t.inject({
      method: 'PUT',
      url: '/auth/profile',
      headers: bearer(payerToken),
      payload: { firstname: 'Noor', lastname: 'Visser', email: payer.email, ...fields },
    });
  const admin = (url: string, payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url, headers: bearer(tokens.admin), payload });

  it('paid after issue, credited in full, the Peppol ID and reference changed: the same bytes, the total payable', async () => {
    const db = t.database.db;
    payer = await insertUser(db, {
      email: 'boekhouding@drukkerij.example.nl',
      firstname: 'Noor',
      lastname: 'Visser',
      company: 'Drukkerij Visser B.V.',
      kvkNumber: '23456789',
      peppolId: '0106:23456789',
      purchaseReference: 'INK-2026-0100',
    });
    payerToken = (await t.login(payer.email, password)).token;
    const hosting = await insertPackage(db, { slug: 'as-issued-hosting', name: 'Webhosting Plus' });
    const mail = await insertPackage(db, { slug: 'as-issued-mail', name: 'Zakelijke mail' });
    for (const plan of [hosting, mail]) {
      await insertSubscription(db, {
        userId: payer.id,
        packageId: plan.id,
        startDate: '2026-11-21',
        nextBillingDate: '2026-11-21',
      });
    }
    // The billing run issues two invoices by bank transfer; the delivery job e-mails them, storing both UBLs.
    expect(
      (await t.inject({ method: 'POST', url: '/api/admin/billing-runs', headers: bearer(tokens.admin) }))
        .statusCode,
    ).toBe(202);
    const issued = await db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, payer.id))
      .orderBy(invoices.invoiceNumber);
    expect(issued).toHaveLength(2);
    const [toPay, toCredit] = issued as [Invoice, Invoice];
    const asIssued = new Map<string, Buffer>();
    for (const invoice of issued) {
      const stored = await storedUbl(invoice.id);
      if (!stored) throw new Error(`no UBL stored at issue for ${invoice.invoiceNumber}`);
      expect(stored.sha256).toBe(sha256(stored.xml));
      const first = await getUbl(payerToken, payer.id, invoice.id);
      expect(first.statusCode).toBe(200);
      expect(first.rawPayload.equals(stored.xml)).toBe(true);
      asIssued.set(invoice.id, first.rawPayload);
    }

    // After issue: a part payment and the rest of one invoice, a full credit note on the other while it is
    // open, and a new Peppol ID and purchase reference.
    const payments = [100, toPay.totalCents - 100];
    for (const amount of payments) {
      const paid = await admin(`/api/admin/payments/${toPay.id}/mark-paid`, { amount });
      expect(paid.statusCode).toBe(200);
    }
    const credited = await admin(`/api/admin/invoices/${toCredit.id}/credit-note`, {
      reason: 'Dubbel besteld',
      amountCents: null,
    });
    expect(credited.statusCode).toBe(201);
    const creditNoteId: string = credited.json().data.creditNote.id;
    const changed = await profileOf({
      peppolId: '9944:NL234567890B01',
      purchaseReference: 'INK-2027-0001',
    });
    expect(changed.statusCode).toBe(200);
    const now = await db
      .select()
      .from(invoices)
      .where(inArray(invoices.id, [toPay.id, toCredit.id]));
    expect(now.map((invoice) => [invoice.status, invoice.paidCents]).sort()).toEqual(
      [
        ['cancelled', toCredit.totalCents],
        ['paid', toPay.totalCents],
      ].sort(),
    );

    for (const invoice of issued) {
      const before = asIssued.get(invoice.id) as Buffer;
      // The customer and staff download the very bytes issued, hash and all.
      for (const token of [payerToken, tokens.admin]) {
        const again = await getUbl(token, payer.id, invoice.id);
        expect(again.statusCode).toBe(200);
        expect(sha256(again.rawPayload)).toBe(sha256(before));
        expect(again.rawPayload.equals(before)).toBe(true);
      }
      const stored = await storedUbl(invoice.id);
      expect(stored?.sha256).toBe(sha256(before));
      // What the PDF asks, the UBL asks: the total as issued, no payment or credit note folded in.
      const ubl = parseUbl(before.toString('utf8'));
      expect(payable(ubl)).toEqual({ payable: invoice.totalCents, prepaid: 0 });
      expect(textAt(ubl, 'BuyerReference')).toBe('INK-2026-0100');
      const endpoint = one(ubl, 'AccountingCustomerParty', 'Party', 'EndpointID');
      expect([endpoint.attributes.schemeID, endpoint.text]).toEqual(['0106', '23456789']);
      await expectValid(before.toString('utf8'));
    }

    // The credit note is a document of its own, with the Peppol ID as it is when it is issued.
    const creditNote = await getUbl(payerToken, payer.id, creditNoteId);
    expect(creditNote.statusCode).toBe(200);
    await expectValid(creditNote.body);
    const note = parseUbl(creditNote.body);
    expect(note.name).toBe('CreditNote');
    expect(textAt(note, 'BillingReference', 'InvoiceDocumentReference', 'ID')).toBe(toCredit.invoiceNumber);
    expect(payable(note)).toEqual({ payable: toCredit.totalCents, prepaid: 0 });
    const noteEndpoint = one(note, 'AccountingCustomerParty', 'Party', 'EndpointID');
    expect([noteEndpoint.attributes.schemeID, noteEndpoint.text]).toEqual(['9944', 'NL234567890B01']);
    expect((await storedUbl(creditNoteId))?.sha256).toBe(sha256(creditNote.rawPayload));
    asIssued.set(creditNoteId, creditNote.rawPayload);

    // The accountant's ZIP holds the same bytes the customer downloads: each document once, as issued.
    const zip = await t.inject({
      method: 'GET',
      url: '/api/admin/exports/einvoices?from=2026-11-21&to=2026-11-21',
      headers: bearer(tokens.admin),
    });
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const numbers = await db.select().from(invoices).where(eq(invoices.userId, payer.id));
    expect(numbers).toHaveLength(3);
    for (const invoice of numbers) {
      const entry = files[`factuur-${invoice.invoiceNumber}.xml`];
      expect(entry, invoice.invoiceNumber).toBeDefined();
      expect(Buffer.from(entry ?? []).equals(asIssued.get(invoice.id) as Buffer), invoice.invoiceNumber).toBe(
        true,
      );
    }
  });
});
