import { formatCents } from '@hostportaal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_NOW, type TestApp } from '../../../test/test-app.ts';
import { activityLog, companySettings, invoices, payments, users } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import { camt053 } from './camt-test-support.ts';

let t: TestApp;
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  const admin = await insertAdmin(t.database.db, {
    email: 'boekhouding@example.nl',
    firstname: 'Fenna',
    lastname: 'Visser',
  });
  adminToken = (await t.login(admin.email, 'Test!2026pass')).token;
  const customer = await insertUser(t.database.db, { email: 'klant-assign@example.nl' });
  customerToken = (await t.login(customer.email, 'Test!2026pass')).token;
});
afterAll(() => t.close());

const post = (url: string, payload?: object, token = adminToken) =>
  t.inject({ method: 'POST', url, headers: bearer(token), payload });

/** An open invoice of EUR 12.10 (10.00 + 21% VAT) for a new customer. */
async function openInvoice(email: string) {
  const customer = await insertUser(t.database.db, { email });
  const { invoice } = await insertInvoice(t.database.db, {
    userId: customer.id,
    issueDate: '2026-11-01',
    lines: [{ description: 'Webhosting', unitPriceCents: 1000 }],
  });
  return invoice;
}

const invoiceRow = async (id: string) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const paymentsOf = (invoiceId: string) =>
  t.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));

async function importFile(messageId: string, entries: Parameters<typeof camt053>[1]) {
  const response = await post('/api/admin/bank-files', {
    fileName: `${messageId}.xml`,
    content: camt053(messageId, entries),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    import: { id: string; matched: number; unmatched: number };
    lines: Array<Record<string, unknown>>;
  };
}

const assignUrl = (importId: string, index: number) =>
  `/api/admin/bank-files/${importId}/lines/${index}/assign`;

describe('assigning an unmatched bank-file line by hand', () => {
  it('books a transfer without a PAY reference on the invoice the admin picks, once', async () => {
    const invoice = await openInvoice('zonder-kenmerk@example.nl');
    const file = await importFile('ASSIGN-1', [
      {
        amount: '12.10',
        creditDebit: 'CRDT',
        family: 'RCDT',
        remittance: 'factuur november webhosting',
        debtorName: 'J. de Vries',
      },
      { amount: '1.50', creditDebit: 'DBIT', family: 'CHRG', remittance: 'Kosten betalingsverkeer' },
    ]);
    expect(file.import).toMatchObject({ matched: 0, unmatched: 2 });
    expect(file.lines[0]).toMatchObject({
      outcome: 'unmatched',
      kind: 'other',
      creditDebit: 'CRDT',
      remittance: 'factuur november webhosting',
      debtorName: 'J. de Vries',
    });

    const assigned = await post(assignUrl(file.import.id, 0), { invoiceId: invoice.id });
    expect(assigned.statusCode).toBe(200);
    const data = assigned.json().data;
    expect(data.import).toMatchObject({ id: file.import.id, matched: 1, unmatched: 1 });
    expect(data.line).toMatchObject({
      outcome: 'matched',
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      action: `Met de hand gekoppeld aan factuur ${invoice.invoiceNumber}`,
      actionCode: 'assigned_by_hand',
      actionParams: { invoiceNumber: invoice.invoiceNumber },
      assignment: { byName: 'Fenna Visser', at: TEST_NOW.toISOString() },
    });
    expect(data.invoice).toMatchObject({ status: 'paid', openCents: 0 });
    expect(data.creditedCents).toBe(0);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid', paidCents: 1210, paidAt: TEST_NOW });
    expect(await paymentsOf(invoice.id)).toEqual([
      expect.objectContaining({
        method: 'bank_transfer',
        amountCents: 1210,
        externalId: `bank-file:${file.import.id}:0`,
        reference: invoice.paymentReference,
      }),
    ]);
    const [activity] = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.userId, invoice.userId));
    expect(activity?.description).toContain(`geboekt op factuur ${invoice.invoiceNumber}`);

    // The list of imports shows the new counts.
    const list = await t.inject({ method: 'GET', url: '/api/admin/bank-files', headers: bearer(adminToken) });
    expect(list.json().data.imports.find((row: { id: string }) => row.id === file.import.id)).toMatchObject({
      matched: 1,
      unmatched: 1,
    });

    // Twice: refused, and nothing booked again.
    const again = await post(assignUrl(file.import.id, 0), { invoiceId: invoice.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      `Deze regel is al op 21-11-2026 11:00 door Fenna Visser aan factuur ${invoice.invoiceNumber} gekoppeld.`,
    );
    expect(await paymentsOf(invoice.id)).toHaveLength(1);

    // Money going out (bank costs) is not an invoice payment.
    const other = await openInvoice('kosten@example.nl');
    const costs = await post(assignUrl(file.import.id, 1), { invoiceId: other.id });
    expect(costs.statusCode).toBe(422);
    expect(costs.json().error).toContain('Alleen een ontvangen bedrag');
    expect(await invoiceRow(other.id)).toMatchObject({ status: 'open', paidCents: 0 });
    expect(await paymentsOf(other.id)).toHaveLength(0);
  });

  it('refuses a paid invoice, an unknown invoice, line or file, bad input, and a customer', async () => {
    const paid = await openInvoice('al-betaald@example.nl');
    await t.database.db
      .update(invoices)
      .set({ status: 'paid', paidCents: 1210, paidAt: TEST_NOW })
      .where(eq(invoices.id, paid.id));
    const open = await openInvoice('nog-open@example.nl');
    const file = await importFile('ASSIGN-2', [
      { amount: '12.10', creditDebit: 'CRDT', family: 'IDDT', endToEndId: 'ONBEKEND-2026-1' },
    ]);
    expect(file.lines[0]).toMatchObject({ kind: 'collected', outcome: 'unmatched', creditDebit: 'CRDT' });

    const cases: Array<[string, object, number]> = [
      [assignUrl(file.import.id, 0), { invoiceId: paid.id }, 409],
      [assignUrl(file.import.id, 0), { invoiceId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }, 404],
      [assignUrl(file.import.id, 5), { invoiceId: open.id }, 404],
      [assignUrl('7c9e6679-7425-40de-944b-e07fc1f90ae7', 0), { invoiceId: open.id }, 404],
      [assignUrl(file.import.id, 0), { invoiceId: 'PAY-2026-0001' }, 422],
      [`/api/admin/bank-files/${file.import.id}/lines/-1/assign`, { invoiceId: open.id }, 422],
    ];
    for (const [url, body, status] of cases) {
      const response = await post(url, body);
      expect({ url, status: response.statusCode }).toEqual({ url, status });
    }
    const customer = await post(assignUrl(file.import.id, 0), { invoiceId: open.id }, customerToken);
    expect(customer.statusCode).toBe(403);
    expect(await invoiceRow(open.id)).toMatchObject({ status: 'open', paidCents: 0 });
    expect(await paymentsOf(open.id)).toHaveLength(0);

    // The collection the bank booked without a usable EndToEndId is a SEPA payment once assigned.
    const assigned = await post(assignUrl(file.import.id, 0), { invoiceId: open.id });
    expect(assigned.statusCode).toBe(200);
    expect(await paymentsOf(open.id)).toEqual([
      expect.objectContaining({ method: 'sepa', amountCents: 1210 }),
    ]);
  });

  it('books a part payment as such and an overpayment with the excess as account credit', async () => {
    const partly = await openInvoice('deels@example.nl');
    const over = await openInvoice('teveel@example.nl');
    const file = await importFile('ASSIGN-3', [
      { amount: '5.00', creditDebit: 'CRDT', family: 'RCDT', remittance: 'eerste deel' },
      { amount: '20.00', creditDebit: 'CRDT', family: 'RCDT', remittance: 'hosting' },
    ]);

    const part = (await post(assignUrl(file.import.id, 0), { invoiceId: partly.id })).json().data;
    expect(part.invoice).toMatchObject({ status: 'open', openCents: 710 });
    expect(await invoiceRow(partly.id)).toMatchObject({ status: 'open', paidCents: 500, paidAt: null });

    const excess = (await post(assignUrl(file.import.id, 1), { invoiceId: over.id })).json().data;
    expect(excess.invoice).toMatchObject({ status: 'paid', openCents: 0 });
    expect(excess.creditedCents).toBe(790);
    expect(excess.line.action).toBe(
      `Met de hand gekoppeld aan factuur ${over.invoiceNumber}; ${formatCents(790)} als tegoed`,
    );
    expect(excess.line).toMatchObject({
      actionCode: 'assigned_by_hand',
      actionParams: { invoiceNumber: over.invoiceNumber, creditCents: 790 },
    });
    const [customer] = await t.database.db.select().from(users).where(eq(users.id, over.userId));
    expect(customer?.creditBalanceCents).toBe(790);
    expect(excess.import).toMatchObject({ matched: 2, unmatched: 0 });
  });

  it('books a line once when two admins assign it at the same moment', async () => {
    const first = await openInvoice('gelijktijdig-1@example.nl');
    const second = await openInvoice('gelijktijdig-2@example.nl');
    const file = await importFile('ASSIGN-4', [
      { amount: '12.10', creditDebit: 'CRDT', family: 'RCDT', remittance: 'betaling' },
    ]);
    const responses = await Promise.all([
      post(assignUrl(file.import.id, 0), { invoiceId: first.id }),
      post(assignUrl(file.import.id, 0), { invoiceId: second.id }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const booked = [...(await paymentsOf(first.id)), ...(await paymentsOf(second.id))];
    expect(booked).toHaveLength(1);
  });
});
