import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { invoiceLines, invoices, payments, users } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAdmin(t.database.db, { email: 'credit-admin@example.nl' });
  adminToken = (await t.login(admin.email, 'Test!2026pass')).token;
});
afterAll(() => t.close());

async function invoiceFor(email: string, status: 'open' | 'paid') {
  const customer = await insertUser(t.database.db, { email });
  const { invoice } = await insertInvoice(t.database.db, {
    userId: customer.id,
    issueDate: '2026-11-01',
    status,
    lines: [
      {
        description: 'Managed VPS',
        unitPriceCents: 10_000,
        periodStart: '2026-11-01',
        periodEnd: '2026-11-30',
      },
    ],
  });
  return { customer, invoice };
}

const credit = (invoiceId: string, amountCents: number | null) =>
  t.inject({
    method: 'POST',
    url: `/api/admin/invoices/${invoiceId}/credit-note`,
    headers: bearer(adminToken),
    payload: { reason: 'Storing van drie dagen', amountCents },
  });

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

describe('credit notes', () => {
  it('a partial credit on an open invoice lowers what is open; VAT and net add up to the amount', async () => {
    const { invoice } = await invoiceFor('deelcredit@example.nl', 'open');
    const response = await credit(invoice.id, 1210);
    expect(response.statusCode).toBe(201);
    const note = await rowOf(response.json().data.creditNote.id);
    expect(note).toMatchObject({
      kind: 'credit_note',
      creditForInvoiceId: invoice.id,
      totalCents: -1210,
      subtotalCents: -1000,
      vatCents: -210,
      creditReason: 'Storing van drie dagen',
      sentAt: null,
    });
    const lines = await t.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, note?.id ?? ''));
    expect(lines).toEqual([expect.objectContaining({ totalCents: -1210, vatRateBp: 2100 })]);
    expect(await rowOf(invoice.id)).toMatchObject({ status: 'open', paidCents: 1210, totalCents: 12_100 });
  });

  it('a full credit of a paid invoice cancels the claim and books what was paid as account credit', async () => {
    const { invoice, customer } = await invoiceFor('volcredit@example.nl', 'paid');
    const response = await credit(invoice.id, null);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.creditNote.totalCents).toBe(-12_100);
    expect((await rowOf(invoice.id))?.status).toBe('cancelled');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(user?.creditBalanceCents).toBe(12_100);
    const booked = await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(booked).toEqual([]);

    const again = await credit(invoice.id, null);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVOICE_NOT_CREDITABLE');
  });
});
