import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { invoices, payments, subscriptions, users } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

let t: TestApp;
let adminToken: string;
let packageId: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAdmin(t.database.db, { email: 'kas@example.nl' });
  adminToken = (await t.login(admin.email, 'Test!2026pass')).token;
  packageId = (await insertPackage(t.database.db, { slug: 'pay-hosting', priceMonthlyCents: 1000 })).id;
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.inject({ method, url, headers: bearer(adminToken), payload });

async function openClaim(
  email: string,
  overrides: Parameters<typeof insertInvoice>[1] extends infer T ? Partial<T> : never = {},
) {
  const customer = await insertUser(t.database.db, { email, firstname: 'Piet', lastname: 'Betaal' });
  const subscription = await insertSubscription(t.database.db, {
    userId: customer.id,
    packageId,
    status: 'suspended',
    serviceStatus: 'suspended',
  });
  const { invoice } = await insertInvoice(t.database.db, {
    userId: customer.id,
    subscriptionId: subscription.id,
    issueDate: '2026-10-01',
    dueDate: '2026-10-15',
    status: 'overdue',
    lines: [{ description: 'Webhosting', unitPriceCents: 1000 }],
    ...overrides,
  });
  return { customer, subscription, invoice };
}

describe('GET /api/admin/payments/search/{reference}', () => {
  it('finds the claim behind a reference, upper-casing it first (SPEC §3 payment lookup)', async () => {
    const { invoice, customer, subscription } = await openClaim('zoek@example.nl');
    const response = await asAdmin(
      'GET',
      `/api/admin/payments/search/${invoice.paymentReference?.toLowerCase()}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      billingLetter: {
        id: invoice.id,
        reference: invoice.paymentReference,
        totalAmount: 1210,
        customer: { id: customer.id, firstname: 'Piet', lastname: 'Betaal', email: 'zoek@example.nl' },
        letterType: 'invoice',
      },
      invoice: expect.objectContaining({
        invoiceNumber: invoice.invoiceNumber,
        openCents: 1210,
        status: 'overdue',
      }),
      subscription: { id: subscription.id, planName: subscription.planName, status: 'suspended' },
    });
  });

  it('answers 404 for an unknown reference and 422 for a malformed one', async () => {
    const missing = await asAdmin('GET', '/api/admin/payments/search/PAY-2026-999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Betalingsreferentie niet gevonden');
    const malformed = await asAdmin('GET', '/api/admin/payments/search/factuur-12');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().details[0].field).toBe('reference');
  });

  it('is for staff only', async () => {
    const customer = await insertUser(t.database.db, { email: 'nieuwsgierig@example.nl' });
    const { token } = await t.login(customer.email, 'Test!2026pass');
    const response = await t.inject({
      url: '/api/admin/payments/search/PAY-2026-0001',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/admin/payments/{id}/mark-paid', () => {
  it('books a full payment, reactivates the suspended subscription and tells the customer', async () => {
    const { invoice, subscription } = await openClaim('betaald@example.nl');
    const response = await asAdmin('POST', `/api/admin/payments/${invoice.id}/mark-paid`, {
      amount: 1210,
      paymentMethod: 'bank_transfer',
      notes: 'Overboeking 21-11',
      reactivateSubscription: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      invoiceStatus: 'paid',
      openCents: 0,
      creditedCents: 0,
      subscriptionReactivated: true,
    });
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    expect(row).toMatchObject({ status: 'active', serviceStatus: 'active' });
  });

  it('lowers the open amount on a part payment and books an overpayment as account credit', async () => {
    const { invoice, customer } = await openClaim('deels@example.nl');
    const part = await asAdmin('POST', `/api/admin/payments/${invoice.id}/mark-paid`, {
      amount: 500,
      paymentMethod: 'ideal',
      reactivateSubscription: false,
    });
    expect(part.json().data).toMatchObject({
      invoiceStatus: 'overdue',
      openCents: 710,
      subscriptionReactivated: false,
    });
    const rest = await asAdmin('POST', `/api/admin/payments/${invoice.id}/mark-paid`, {
      amount: 1000,
      paymentMethod: 'bank_transfer',
      reactivateSubscription: false,
    });
    expect(rest.json().data).toMatchObject({ invoiceStatus: 'paid', openCents: 0, creditedCents: 290 });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(user?.creditBalanceCents).toBe(290);
  });

  it('books exactly one payment when 20 requests for one claim arrive at once; the rest get a 409', async () => {
    const { invoice } = await openClaim('race@example.nl');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        asAdmin('POST', `/api/admin/payments/${invoice.id}/mark-paid`, {
          amount: 1210,
          paymentMethod: 'bank_transfer',
          reactivateSubscription: false,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const conflict = responses.find((response) => response.statusCode === 409);
    expect(conflict?.json()).toMatchObject({
      code: 'INVOICE_ALREADY_PAID',
      error: 'Deze factuur is al volledig betaald.',
    });
    const booked = await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(booked).toHaveLength(1);
  });

  it('rejects bad input with field errors and writes nothing', async () => {
    const { invoice } = await openClaim('fout@example.nl');
    for (const body of [
      { amount: -5, paymentMethod: 'bank_transfer' },
      { amount: '12,10', paymentMethod: 'bank_transfer' },
      { amount: 12.5, paymentMethod: 'bank_transfer' },
      { amount: 1210, paymentMethod: 'cash' },
    ]) {
      const response = await asAdmin('POST', `/api/admin/payments/${invoice.id}/mark-paid`, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().details.length).toBeGreaterThan(0);
    }
    expect(await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toEqual([]);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.paidCents).toBe(0);
    const unknown = await asAdmin(
      'POST',
      '/api/admin/payments/00000000-0000-4000-8000-000000000000/mark-paid',
      {
        amount: 100,
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/admin/payments/pending-manual', () => {
  it('lists open bank-transfer claims and failed direct debits, oldest due first, with days overdue', async () => {
    const { invoice } = await openClaim('wacht@example.nl', { dueDate: '2026-09-01' });
    const response = await asAdmin('GET', '/api/admin/payments/pending-manual?limit=100');
    expect(response.statusCode).toBe(200);
    const rows = response.json().data.payments as { invoiceId: string; daysOverdue: number }[];
    const mine = rows.find((row) => row.invoiceId === invoice.id);
    expect(mine?.daysOverdue).toBe(81);
    expect(rows[0]?.invoiceId).toBe(invoice.id);
    expect(response.json().data.totalOpenCents).toBeGreaterThanOrEqual(1210);
  });
});
