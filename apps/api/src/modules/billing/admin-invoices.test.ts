import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_NOW, type TestApp } from '../../../test/test-app.ts';
import {
  activityLog,
  companySettings,
  emailOutbox,
  type Invoice,
  invoiceDocuments,
  invoices,
} from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPayment } from '../../db/seed/payment-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

const password = 'Test!2026pass';
let t: TestApp;
let adminToken: string;
let customerToken: string;
let anoukId: string;
let pieterId: string;
const anouk: Invoice[] = [];
const sepa: Record<'open' | 'overdue' | 'failed' | 'paid' | 'pending', Invoice> = {} as never;
let bigTransfer: Invoice;
let creditNote: Invoice;
const storedPdf = Buffer.from('%PDF-1.4 exactly what was sent');

type Row = { id: string; invoiceNumber: string; status: string; totalCents: number; customerName: string };

const get = (url: string, token = adminToken) => t.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload: object, token = adminToken) =>
  t.inject({ method: 'POST', url, headers: bearer(token), payload });

async function list(query: string) {
  const response = await get(`/api/admin/invoices${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    invoices: Row[];
    pagination: { totalItems: number; totalPages: number };
    totalIsCapped: boolean;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(companySettings).values({ id: 1, ...demoCompany });
  const admin = await insertAdmin(db, { email: 'beheer@example.nl' });
  const a = await insertUser(db, { firstname: 'Anouk', lastname: 'Jansen', email: 'anouk@example.nl' });
  const p = await insertUser(db, {
    firstname: 'Pieter',
    lastname: 'Bakker',
    email: 'pieter@bakkerweb.nl',
    company: 'Bakker Webdesign',
  });
  anoukId = a.id;
  pieterId = p.id;
  // Anouk: ten monthly bank-transfer invoices (€ 8,41), every other one paid.
  for (let month = 1; month <= 10; month += 1) {
    const issueDate = `2026-${String(month).padStart(2, '0')}-01`;
    const status = month % 2 === 0 ? 'paid' : 'open';
    anouk.push((await insertInvoice(db, { userId: a.id, issueDate, status })).invoice);
  }
  // Pieter pays by SEPA: one invoice in each status, all issued on the same day (tiebreak on id).
  const mandate = await insertMandate(db, p.id);
  for (const status of ['open', 'overdue', 'failed', 'paid', 'pending'] as const) {
    sepa[status] = (
      await insertInvoice(db, { userId: p.id, issueDate: '2026-11-01', mandateId: mandate.id, status })
    ).invoice;
  }
  bigTransfer = (
    await insertInvoice(db, {
      userId: p.id,
      issueDate: '2026-11-05',
      lines: [{ description: 'Managed VPS (jaarlijks)', unitPriceCents: 10_000 }],
    })
  ).invoice;
  await insertPayment(db, {
    userId: p.id,
    invoiceId: bigTransfer.id,
    amountCents: 2_100,
    reference: 'bank-1',
  });
  await db.update(invoices).set({ paidCents: 2_100 }).where(eq(invoices.id, bigTransfer.id));
  creditNote = (
    await insertInvoice(db, {
      userId: p.id,
      issueDate: '2026-11-10',
      kind: 'credit_note',
      creditForInvoiceId: bigTransfer.id,
      status: 'paid',
      paymentReference: null,
      lines: [{ description: 'Creditering Managed VPS', unitPriceCents: -200 }],
    })
  ).invoice;
  await db.insert(invoiceDocuments).values({
    invoiceId: bigTransfer.id,
    pdf: storedPdf,
    sha256: createHash('sha256').update(storedPdf).digest('hex'),
  });
  adminToken = (await t.login(admin.email, password)).token;
  customerToken = (await t.login(a.email, password)).token;
});
afterAll(() => t.close());

describe('GET /api/admin/invoices', () => {
  it('is for admins only', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/invoices' })).statusCode).toBe(401);
    expect((await get('/api/admin/invoices', customerToken)).statusCode).toBe(403);
    expect((await get(`/api/admin/invoices/${anouk[0]?.id}`, customerToken)).statusCode).toBe(403);
    expect((await post('/api/admin/invoices/bulk-action', {}, customerToken)).statusCode).toBe(403);
  });

  it('pages all invoices newest first, with the customer from the invoice', async () => {
    const data = await list('?limit=5');
    expect(data.pagination).toEqual({ page: 1, limit: 5, totalItems: 17, totalPages: 4 });
    expect(data.totalIsCapped).toBe(false);
    expect(data.invoices[0]).toMatchObject({
      id: creditNote.id,
      kind: 'credit_note',
      customerName: 'Pieter Bakker',
      customerEmail: 'pieter@bakkerweb.nl',
      totalCents: -242,
      openCents: 0,
    });
    expect(data.invoices[1]).toMatchObject({
      id: bigTransfer.id,
      totalCents: 12_100,
      paidCents: 2_100,
      openCents: 10_000,
      paymentType: 'bank_transfer',
    });
    // Same issue date: the id decides, so the order never changes between requests.
    const sameDay = data.invoices.slice(2).map((row) => row.id);
    expect(sameDay).toEqual([...sameDay].sort().reverse());
  });

  it('pages through every invoice exactly once, whatever the sort', async () => {
    for (const sort of ['status', 'customerName', 'totalCents&sortOrder=asc', 'dueDate', 'invoiceNumber']) {
      const seen: string[] = [];
      for (let page = 1; page <= 6; page += 1) {
        const data = await list(`?limit=3&page=${page}&sortBy=${sort}`);
        seen.push(...data.invoices.map((row) => row.id));
      }
      expect(new Set(seen).size).toBe(17);
    }
    const byAmount = (await list('?sortBy=totalCents&sortOrder=asc&limit=100')).invoices;
    const amounts = byAmount.map((row) => row.totalCents);
    expect(amounts).toEqual([...amounts].sort((x, y) => x - y));
    expect(amounts[0]).toBe(-242);
    const byName = (await list('?sortBy=customerName&sortOrder=asc&limit=100')).invoices;
    expect(byName.at(0)?.customerName).toBe('Anouk Jansen');
    expect(byName.at(-1)?.customerName).toBe('Pieter Bakker');
  });

  it('filters on status, kind, customer, period and amount on the server', async () => {
    const open = await list('?status=open&limit=100');
    expect(open.pagination.totalItems).toBe(7); // 5 of Anouk, Pieter's SEPA one and the big transfer
    expect(open.invoices.every((row) => row.status === 'open')).toBe(true);
    expect((await list('?kind=credit_note')).invoices.map((row) => row.id)).toEqual([creditNote.id]);
    expect((await list(`?userId=${anoukId}`)).pagination.totalItems).toBe(10);
    const period = await list('?from=2026-03-01&to=2026-05-31');
    expect(period.invoices.map((row) => row.id)).toEqual([anouk[4]?.id, anouk[3]?.id, anouk[2]?.id]);
    expect((await list('?minAmount=1000')).invoices.map((row) => row.id)).toEqual([bigTransfer.id]);
    expect((await list('?maxAmount=0')).invoices.map((row) => row.id)).toEqual([creditNote.id]);
    const combined = await list(`?userId=${pieterId}&status=paid&kind=invoice&minAmount=841&maxAmount=841`);
    expect(combined.invoices.map((row) => row.id)).toEqual([sepa.paid.id]);
  });

  it('searches a number prefix, an exact payment reference, or a customer', async () => {
    const number = sepa.overdue.invoiceNumber;
    expect((await list(`?search=${number}`)).invoices.map((row) => row.id)).toEqual([sepa.overdue.id]);
    expect((await list(`?search=${number.slice(0, 5)}`)).pagination.totalItems).toBe(17);
    const reference = bigTransfer.paymentReference ?? '';
    expect(reference).toMatch(/^PAY-2026-/);
    const byReference = await list(`?search=${reference.toLowerCase()}`);
    expect(byReference.invoices.map((row) => row.id)).toEqual([bigTransfer.id]);
    expect((await list('?search=PAY-2026')).pagination.totalItems).toBe(0);
    for (const term of ['bakker', 'Pieter Bakker', 'bakkerweb.nl', 'Webdesign']) {
      const found = await list(`?search=${encodeURIComponent(term)}&limit=100`);
      expect(found.pagination.totalItems, term).toBe(7);
      expect(found.invoices.every((row) => row.customerName === 'Pieter Bakker')).toBe(true);
    }
    expect((await list('?search=anouk&status=paid')).pagination.totalItems).toBe(5);
    expect((await list('?search=niemand')).invoices).toEqual([]);
    expect((await list('?search=100%25')).invoices).toEqual([]);
  });

  it('answers 422 with the field for a bad query', async () => {
    const cases: [string, string][] = [
      ['minAmount=abc', 'minAmount'],
      ['from=2026-11-30&to=2026-11-01', 'to'],
      ['minAmount=500&maxAmount=100', 'maxAmount'],
      ['sortBy=klant', 'sortBy'],
      ['status=betaald', 'status'],
      ['from=2026-02-30', 'from'],
      ['limit=101', 'limit'],
    ];
    for (const [query, field] of cases) {
      const response = await get(`/api/admin/invoices?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });
});

describe('GET /api/admin/invoices/:id', () => {
  it('shows lines, payments, credit notes and what can still be credited', async () => {
    const response = await get(`/api/admin/invoices/${bigTransfer.id}`);
    expect(response.statusCode).toBe(200);
    const { invoice } = response.json().data;
    expect(invoice).toMatchObject({
      invoiceNumber: bigTransfer.invoiceNumber,
      customerName: 'Pieter Bakker',
      lines: [
        { description: 'Managed VPS (jaarlijks)', netCents: 10_000, vatCents: 2_100, totalCents: 12_100 },
      ],
      payments: [{ amountCents: 2_100, method: 'bank_transfer', status: 'received', reference: 'bank-1' }],
      creditNotes: [{ id: creditNote.id, invoiceNumber: creditNote.invoiceNumber, totalCents: -242 }],
      creditForInvoice: null,
      creditableCents: 12_100 - 242,
      sentPdfSha256: createHash('sha256').update(storedPdf).digest('hex'),
    });
    const credit = (await get(`/api/admin/invoices/${creditNote.id}`)).json().data.invoice;
    expect(credit).toMatchObject({
      kind: 'credit_note',
      creditForInvoice: { id: bigTransfer.id, invoiceNumber: bigTransfer.invoiceNumber },
      creditableCents: 0,
      sentPdfSha256: null,
    });
  });

  it('answers 404 for an unknown invoice and 422 for a malformed id', async () => {
    const unknown = await get('/api/admin/invoices/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await get('/api/admin/invoices/2026-000001')).statusCode).toBe(422);
  });
});

describe('GET /api/admin/invoices/:id/pdf', () => {
  it('gives the stored PDF byte for byte when it was sent', async () => {
    const response = await get(`/api/admin/invoices/${bigTransfer.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="factuur-${bigTransfer.invoiceNumber}.pdf"`,
    );
    expect(response.rawPayload.equals(storedPdf)).toBe(true);
  });

  it('renders the PDF when none was stored, and 404 for an unknown invoice', async () => {
    const response = await get(`/api/admin/invoices/${sepa.open.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(response.headers['content-disposition']).toContain(`factuur-${sepa.open.invoiceNumber}.pdf`);
    const unknown = await get('/api/admin/invoices/00000000-0000-4000-8000-000000000000/pdf');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/admin/invoices/:id/credit-note', () => {
  it('refuses more than is creditable, a credit note, and an unknown invoice', async () => {
    const tooMuch = await post(`/api/admin/invoices/${bigTransfer.id}/credit-note`, {
      reason: 'Dubbel gefactureerd',
      amountCents: 12_100 - 242 + 1,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().details).toEqual([
      { field: 'amountCents', message: 'Meer dan er nog te crediteren is' },
    ]);
    const noReason = await post(`/api/admin/invoices/${bigTransfer.id}/credit-note`, {
      reason: ' ',
      amountCents: 100,
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().details[0].field).toBe('reason');
    const ofCredit = await post(`/api/admin/invoices/${creditNote.id}/credit-note`, {
      reason: 'Fout',
      amountCents: null,
    });
    expect(ofCredit.statusCode).toBe(409);
    expect(ofCredit.json().code).toBe('INVOICE_NOT_CREDITABLE');
    const unknown = await post('/api/admin/invoices/00000000-0000-4000-8000-000000000000/credit-note', {
      reason: 'Fout',
      amountCents: null,
    });
    expect(unknown.statusCode).toBe(404);
  });

  // Needs createCreditNote (lead, credit-notes.ts).
  it('credits the rest of an invoice with a credit note that refers to it', async () => {
    const response = await post(`/api/admin/invoices/${anouk[3]?.id}/credit-note`, {
      reason: 'Dienst niet geleverd',
      amountCents: null,
    });
    expect(response.statusCode).toBe(201);
    const { creditNote: made } = response.json().data;
    expect(made.totalCents).toBe(-841);
    const detail = (await get(`/api/admin/invoices/${anouk[3]?.id}`)).json().data.invoice;
    expect(detail.creditableCents).toBe(0);
    expect(detail.creditNotes.map((note: { id: string }) => note.id)).toEqual([made.id]);
  });
});

describe('resend', () => {
  it('answers 404 for an unknown invoice; bulk resend skips it with a reason', async () => {
    const unknownId = '00000000-0000-4000-8000-000000000000';
    expect((await post(`/api/admin/invoices/${unknownId}/resend`, {})).statusCode).toBe(404);
    const bulk = await post('/api/admin/invoices/bulk-action', { action: 'resend', invoiceIds: [unknownId] });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().data).toEqual({
      succeeded: 0,
      skipped: [
        { id: unknownId, reason: 'Factuur niet gevonden', code: 'NOT_FOUND', refusal: 'invoice_not_found' },
      ],
    });
  });

  // Needs resendInvoice (lead, invoice-delivery.ts).
  it('queues the invoice e-mail again, alone or in bulk', async () => {
    const response = await post(`/api/admin/invoices/${anouk[0]?.id}/resend`, {});
    expect(response.statusCode).toBe(200);
    const bulk = await post('/api/admin/invoices/bulk-action', {
      action: 'resend',
      invoiceIds: [anouk[1]?.id, anouk[2]?.id],
    });
    expect(bulk.json().data.succeeded).toBe(2);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'anouk@example.nl'));
    const withPdf = mails
      .flatMap((mail) => mail.attachments ?? [])
      .map((file) => (file.kind === 'invoice_pdf' ? file.invoiceId : null));
    expect(withPdf.sort()).toEqual([anouk[0]?.id, anouk[1]?.id, anouk[2]?.id].sort());
  });
});

describe('POST /api/admin/invoices/bulk-action mark_sent_to_collection', () => {
  it('offers SEPA invoices to the next batch as the claim lifecycle allows; the rest is skipped with why', async () => {
    const db = t.database.db;
    const unknownId = '00000000-0000-4000-8000-000000000001';
    const ids = [
      sepa.open.id,
      sepa.overdue.id,
      sepa.failed.id,
      sepa.paid.id,
      sepa.pending.id,
      bigTransfer.id,
      creditNote.id,
      unknownId,
    ];
    const before = await db.select().from(invoices).where(inArray(invoices.id, ids));
    const response = await post('/api/admin/invoices/bulk-action', {
      action: 'mark_sent_to_collection',
      invoiceIds: ids,
    });
    expect(response.statusCode).toBe(200);
    const { succeeded, skipped } = response.json().data;
    // Open and overdue already wait for the next batch; the failed one is offered to it again.
    expect(succeeded).toBe(3);
    // Each with the Dutch text for API clients and the reason a screen words in its own language.
    expect(skipped).toEqual([
      {
        id: creditNote.id,
        reason: 'Een creditnota gaat niet naar incasso',
        code: 'CONFLICT',
        refusal: 'credit_note_not_collected',
      },
      { id: unknownId, reason: 'Factuur niet gevonden', code: 'NOT_FOUND', refusal: 'invoice_not_found' },
      { id: sepa.paid.id, reason: 'Deze factuur is al betaald.', code: 'CONFLICT', refusal: 'claim_paid' },
      {
        id: sepa.pending.id,
        reason: 'De incasso van deze factuur ligt al bij de bank.',
        code: 'CONFLICT',
        refusal: 'claim_at_bank',
      },
      {
        id: bigTransfer.id,
        reason: 'Deze factuur wordt per overboeking betaald, niet via incasso.',
        code: 'CONFLICT',
        refusal: 'debit_not_sepa',
      },
    ]);

    const after = new Map(
      (await db.select().from(invoices).where(inArray(invoices.id, ids))).map((i) => [i.id, i]),
    );
    // Nothing is left pending without a collection: the failed claim is offered, stored overdue.
    expect(after.get(sepa.failed.id)).toMatchObject({
      status: 'overdue',
      submittedForCollectionAt: TEST_NOW,
    });
    for (const invoice of before.filter((i) => i.id !== sepa.failed.id)) {
      expect(after.get(invoice.id)).toEqual(invoice);
    }
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.type, 'invoice_sent_to_collection'));
    expect(entry).toMatchObject({ userId: pieterId });
    expect(entry?.description).toContain(sepa.failed.invoiceNumber);

    // The next batch really collects the three (their invoice e-mail, the pre-notification, went out).
    await db
      .update(invoices)
      .set({ sentAt: new Date('2026-11-01T09:00:00Z') })
      .where(inArray(invoices.id, [sepa.open.id, sepa.overdue.id, sepa.failed.id]));
    const batch = await post('/api/admin/sepa-batches', {});
    expect(batch.statusCode).toBe(201);
    const items = await db.execute<{ invoice_id: string }>(
      sql`select invoice_id from sepa_batch_items where batch_id = ${batch.json().data.batch.id}`,
    );
    expect(items.rows.map((row) => row.invoice_id).sort()).toEqual(
      [sepa.open.id, sepa.overdue.id, sepa.failed.id].sort(),
    );
    const again = await post('/api/admin/invoices/bulk-action', {
      action: 'mark_sent_to_collection',
      invoiceIds: [sepa.open.id],
    });
    expect(again.json().data).toEqual({
      succeeded: 0,
      skipped: [
        {
          id: sepa.open.id,
          reason: 'Deze factuur zit al in een incassobestand.',
          code: 'CONFLICT',
          refusal: 'claim_in_batch',
        },
      ],
    });
    const bad = await post('/api/admin/invoices/bulk-action', { action: 'delete', invoiceIds: [] });
    expect(bad.statusCode).toBe(422);
  });
});

describe('count on a large result', () => {
  it('stops counting at 10,000 and says so', async () => {
    // 10,001 invoices of 2020 in one statement (numbers 2020-000001…).
    await t.database.db.execute(sql`
      insert into invoices (invoice_number, year, sequence, user_id, status, description, issue_date,
        due_date, subtotal_cents, vat_cents, total_cents, customer, payment_type)
      select '2020-' || lpad(n::text, 6, '0'), 2020, n, ${anoukId}, 'paid', 'Oud', '2020-06-01',
        '2020-06-15', 100, 21, 121, '{"name":"Anouk Jansen","email":"anouk@example.nl"}'::jsonb,
        'bank_transfer'
      from generate_series(1, 10001) n`);
    const capped = await list('?from=2020-01-01&to=2020-12-31&limit=50');
    expect(capped.totalIsCapped).toBe(true);
    expect(capped.pagination).toMatchObject({ totalItems: 10_000, totalPages: 200 });
    expect(capped.invoices).toHaveLength(50);
    const exact = await list('?search=2020-00999');
    expect(exact).toMatchObject({ totalIsCapped: false, pagination: { totalItems: 10 } });
  });
});
