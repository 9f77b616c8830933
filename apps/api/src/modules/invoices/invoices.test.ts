import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companySettings, type Invoice } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPayment } from '../../db/seed/payment-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

const password = 'Test!2026pass';
let t: TestApp;
let a: { token: string; id: string };
let b: { token: string; id: string };
let admin: { token: string };
let bInvoice: Invoice;
let sepaInvoice: Invoice;
let creditedInvoice: Invoice;
let creditNote: Invoice;
let mandateReference: string;
const statusesOfA: string[] = [];

async function loginAs(email: string) {
  const session = await t.login(email, password);
  return { token: session.token, id: session.body.data.user.id };
}

function list(token: string, userId: string, query = '') {
  return t.inject({ method: 'GET', url: `/pay/invoices/${userId}${query}`, headers: bearer(token) });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(companySettings).values({ id: 1, ...demoCompany });
  const userA = await insertUser(db, { email: 'a@example.nl' });
  const userB = await insertUser(db, { email: 'b@example.nl' });
  await insertAdmin(db, { email: 'staff@example.nl' });
  // 45 monthly invoices for A over 2023-2025: every third one still open, the rest paid.
  for (let index = 0; index < 45; index += 1) {
    const year = 2023 + Math.floor(index / 15);
    // Per year: the 1st of every month, plus 15 January to 15 March.
    const month = index % 15 < 12 ? index % 15 : (index % 15) - 12;
    const day = index % 15 >= 12 ? 15 : 1;
    const status = index % 3 === 0 ? 'open' : 'paid';
    statusesOfA.push(status);
    const { invoice } = await insertInvoice(db, {
      userId: userA.id,
      issueDate: `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      status,
    });
    if (index === 44) creditedInvoice = invoice;
  }
  const mandate = await insertMandate(db, userA.id, { iban: 'NL91ABNA0417164300' });
  mandateReference = mandate.reference;
  sepaInvoice = (
    await insertInvoice(db, {
      userId: userA.id,
      issueDate: '2026-11-01',
      mandateId: mandate.id,
      status: 'pending',
      paymentReference: null,
    })
  ).invoice;
  creditNote = (
    await insertInvoice(db, {
      userId: userA.id,
      issueDate: '2026-11-10',
      kind: 'credit_note',
      creditForInvoiceId: creditedInvoice.id,
      status: 'paid',
      paymentReference: null,
      lines: [{ description: 'Creditering Webhosting Plus (maandelijks)', unitPriceCents: -695 }],
    })
  ).invoice;
  bInvoice = (await insertInvoice(db, { userId: userB.id, issueDate: '2026-10-01' })).invoice;
  a = await loginAs('a@example.nl');
  b = await loginAs('b@example.nl');
  admin = await loginAs('staff@example.nl');
});
afterAll(() => t.close());

describe('GET /pay/invoices/{userId}', () => {
  it('pages the newest first with the years that have invoices', async () => {
    const response = await list(a.token, a.id);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.pagination).toEqual({ page: 1, limit: 20, totalItems: 47, totalPages: 3 });
    expect(data.invoices).toHaveLength(20);
    expect(data.years).toEqual([2026, 2025, 2024, 2023]);
    expect(data.invoices[0].invoiceNumber).toBe(creditNote.invoiceNumber);
    expect(data.invoices[1].invoiceNumber).toBe(sepaInvoice.invoiceNumber);
    const dates = data.invoices.map((invoice: { issueDate: string }) => invoice.issueDate);
    expect(dates).toEqual([...dates].sort().reverse());

    const last = (await list(a.token, a.id, '?page=3')).json().data;
    expect(last.invoices).toHaveLength(7);
    expect(last.invoices.at(-1).issueDate).toBe('2023-01-01');
  });

  it('filters on year and status on the server', async () => {
    const year = (await list(a.token, a.id, '?year=2025&limit=10')).json().data;
    expect(year.pagination).toEqual({ page: 1, limit: 10, totalItems: 15, totalPages: 2 });
    expect(
      year.invoices.every((invoice: { issueDate: string }) => invoice.issueDate.startsWith('2025')),
    ).toBe(true);

    const openIn2024 = statusesOfA.slice(15, 30).filter((status) => status === 'open').length;
    const open = (await list(a.token, a.id, '?year=2024&status=open')).json().data;
    expect(open.pagination.totalItems).toBe(openIn2024);
    expect(open.invoices.every((invoice: { status: string }) => invoice.status === 'open')).toBe(true);

    const paid = (await list(a.token, a.id, '?status=paid&limit=100')).json().data;
    expect(paid.pagination.totalItems).toBe(statusesOfA.filter((status) => status === 'paid').length + 1);

    expect((await list(a.token, a.id, '?limit=101')).statusCode).toBe(422);
    expect((await list(a.token, a.id, '?status=betaald')).statusCode).toBe(422);
  });

  it('carries the detail panel fields: lines, totals, open amount, reference and masked mandate', async () => {
    const { invoices } = (await list(a.token, a.id, '?limit=3')).json().data;
    const sepa = invoices.find((invoice: { _id: string }) => invoice._id === sepaInvoice.id);
    expect(sepa).toMatchObject({
      invoiceNumber: sepaInvoice.invoiceNumber,
      amount: 841,
      status: 'pending',
      kind: 'invoice',
      subtotalCents: 695,
      vatCents: 146,
      totalCents: 841,
      paidCents: 0,
      openCents: 841,
      paymentReference: null,
      metadata: { title: 'Webhosting Plus (maandelijks)', paymentType: 'sepa' },
      mandate: { ibanMasked: 'NL** **** **** **** 4300' },
      items: [{ description: 'Webhosting Plus (maandelijks)' }],
      lines: [
        {
          description: 'Webhosting Plus (maandelijks)',
          periodStart: '2026-11-01',
          periodEnd: '2026-11-30',
          quantity: 1,
          unitPriceCents: 695,
          vatRateBp: 2100,
          netCents: 695,
          vatCents: 146,
          totalCents: 841,
        },
      ],
    });
    expect(sepa.mandate.reference).toBe(mandateReference);
    expect(JSON.stringify(sepa)).not.toContain('0417164300');
  });

  it('shows a credit note as such, with the invoice it credits', async () => {
    const [first] = (await list(a.token, a.id, '?limit=1')).json().data.invoices;
    expect(first).toMatchObject({
      _id: creditNote.id,
      kind: 'credit_note',
      creditedInvoiceNumber: creditedInvoice.invoiceNumber,
      amount: -841,
      totalCents: -841,
      openCents: 0,
    });
  });

  it('says how each claim is paid as the claim lifecycle decides, not from the payment type alone', async () => {
    // Issue 20: a SEPA invoice paid by transfer read "Automatisch afgeschreven via SEPA incasso", an
    // overdue claim that no debit will collect "Wordt automatisch afgeschreven".
    const db = t.database.db;
    const customer = await insertUser(db, { email: 'c@example.nl' });
    const mandate = await insertMandate(db, customer.id, { iban: 'NL44RABO0123456789' });
    const debited = (await insertInvoice(db, { userId: customer.id, mandateId: mandate.id, status: 'paid' }))
      .invoice;
    await insertPayment(db, {
      userId: customer.id,
      invoiceId: debited.id,
      amountCents: debited.totalCents,
      method: 'sepa',
    });
    const transferred = (
      await insertInvoice(db, { userId: customer.id, mandateId: mandate.id, status: 'paid' })
    ).invoice;
    await insertPayment(db, { userId: customer.id, invoiceId: transferred.id, amountCents: 841 });
    const toDebit = (await insertInvoice(db, { userId: customer.id, mandateId: mandate.id, status: 'open' }))
      .invoice;
    const toTransfer = (await insertInvoice(db, { userId: customer.id, status: 'overdue' })).invoice;
    const session = await loginAs('c@example.nl');

    const { invoices } = (await list(session.token, session.id)).json().data;
    const paymentOf = (invoice: Invoice) =>
      invoices.find((item: { _id: string }) => item._id === invoice.id)?.payment;
    expect(paymentOf(debited)).toEqual({ state: 'paid', collectedBySepa: true });
    expect(paymentOf(transferred)).toEqual({ state: 'paid', collectedBySepa: false });
    expect(paymentOf(toDebit)).toEqual({ state: 'awaiting_collection', collectedBySepa: false });
    expect(paymentOf(toTransfer)).toEqual({ state: 'awaiting_transfer', collectedBySepa: false });
    const [newest] = (await list(a.token, a.id, '?limit=1')).json().data.invoices;
    expect(newest).toMatchObject({ kind: 'credit_note', payment: null });
  });

  it("answers 404 for another customer's list; an admin may read any", async () => {
    const response = await list(a.token, b.id);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(bInvoice.invoiceNumber);
    const own = (await list(b.token, b.id)).json().data;
    expect(own.invoices.map((invoice: { _id: string }) => invoice._id)).toEqual([bInvoice.id]);
    const asAdmin = await list(admin.token, b.id);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data.pagination.totalItems).toBe(1);
    expect((await t.inject({ method: 'GET', url: `/pay/invoices/${a.id}` })).statusCode).toBe(401);
  });
});

describe('GET /pay/invoices/{userId}/{invoiceId}/pdf', () => {
  it('downloads the invoice as a PDF with the mandatory fields', async () => {
    const response = await t.inject({
      method: 'GET',
      url: `/pay/invoices/${a.id}/${sepaInvoice.id}/pdf`,
      headers: bearer(a.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="factuur-${sepaInvoice.invoiceNumber}.pdf"`,
    );
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes })
      .toString('utf8')
      .replace(/\s+/g, ' ');
    expect(text).toContain(sepaInvoice.invoiceNumber);
    expect(text).toContain(`KvK: ${demoCompany.kvkNumber}`);
    expect(text).toContain(`Btw-id: ${demoCompany.vatId}`);
    expect(text).toContain('Btw 21% € 1,46');
    expect(text).toContain('Totaal € 8,41');
    expect(text).toContain('NL** **** **** **** 4300');
  });

  it('prints a credit note titled Creditnota', async () => {
    const response = await t.inject({
      method: 'GET',
      url: `/pay/invoices/${a.id}/${creditNote.id}/pdf`,
      headers: bearer(a.token),
    });
    const text = execFileSync('pdftotext', ['-', '-'], { input: response.rawPayload }).toString('utf8');
    expect(text).toContain('Creditnota');
    expect(text).toContain(creditedInvoice.invoiceNumber);
  });

  it("answers 404 for someone else's invoice, whichever user id is in the path", async () => {
    for (const userId of [a.id, b.id]) {
      const response = await t.inject({
        method: 'GET',
        url: `/pay/invoices/${userId}/${bInvoice.id}/pdf`,
        headers: bearer(a.token),
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });
});
