import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { idempotencyKeys, invoices, payments } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import { purgeIdempotencyKeys } from './idempotency.ts';

// Issue 27, case 8: fifteen identical manual payments of €1,00 sent at once on one €4,78 claim booked five. With
// the form's Idempotency-Key (one per intent) they book one, and every repeat answers what the first did.

let t: TestApp;
let adminToken: string;
let otherAdminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAdmin(t.database.db, { email: 'kas@example.nl' });
  adminToken = (await t.login(admin.email, 'Test!2026pass')).token;
  const other = await insertAdmin(t.database.db, { email: 'kas2@example.nl' });
  otherAdminToken = (await t.login(other.email, 'Test!2026pass')).token;
});
afterAll(() => t.close());

async function claimOf478(email: string) {
  const customer = await insertUser(t.database.db, { email, firstname: 'Dubbel', lastname: 'Klik' });
  const { invoice } = await insertInvoice(t.database.db, {
    userId: customer.id,
    issueDate: '2026-10-01',
    dueDate: '2026-10-15',
    status: 'overdue',
    lines: [{ description: 'Webhosting', unitPriceCents: 395 }],
  });
  return invoice;
}

const pay = (invoiceId: string, amount: number, key?: string, token = adminToken) =>
  t.inject({
    method: 'POST',
    url: `/api/admin/payments/${invoiceId}/mark-paid`,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { amount, paymentMethod: 'bank_transfer' },
  });

const bookedOn = async (invoiceId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId))).map(
    (p) => p.amountCents,
  );

describe('POST /api/admin/payments/{id}/mark-paid with an Idempotency-Key', () => {
  it('books fifteen parallel repeats once and answers each with the first result', async () => {
    const invoice = await claimOf478('parallel@example.nl');
    expect(invoice.totalCents).toBe(478);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 15 }, () => pay(invoice.id, 100, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(15).fill(200));
    const bodies = answers.map((answer) => answer.json().data);
    expect(new Set(bodies.map((body) => body.paymentId)).size).toBe(1);
    expect(bodies[0]).toMatchObject({ openCents: 378, creditedCents: 0 });
    expect(await bookedOn(invoice.id)).toEqual([100]);

    // Later, the same click again: the same answer, still one payment.
    const again = await pay(invoice.id, 100, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.paymentId).toBe(bodies[0].paymentId);
    expect(await bookedOn(invoice.id)).toEqual([100]);
  });

  it('refuses the key with another amount, and a malformed key, booking nothing', async () => {
    const invoice = await claimOf478('reuse@example.nl');
    const key = randomUUID();
    expect((await pay(invoice.id, 100, key)).statusCode).toBe(200);
    const reused = await pay(invoice.id, 200, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().details).toEqual([
      { field: 'Idempotency-Key', message: 'Deze sleutel is al gebruikt voor een ander verzoek' },
    ]);
    const malformed = await pay(invoice.id, 100, 'kort');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().details[0].field).toBe('Idempotency-Key');
    expect(await bookedOn(invoice.id)).toEqual([100]);
  });

  it('keeps keys per staff member, and books separate intents without a key as before', async () => {
    const invoice = await claimOf478('intents@example.nl');
    const key = randomUUID();
    expect((await pay(invoice.id, 100, key)).statusCode).toBe(200);
    // Another staff member's key is their own: the same string is a new intent.
    expect((await pay(invoice.id, 100, key, otherAdminToken)).statusCode).toBe(200);
    expect((await pay(invoice.id, 100)).statusCode).toBe(200);
    expect((await bookedOn(invoice.id)).sort()).toEqual([100, 100, 100]);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.paidCents).toBe(300);
  });

  it('does not keep a refused request: after a 409 the same key may book once the refusal is gone', async () => {
    const invoice = await claimOf478('paid@example.nl');
    expect((await pay(invoice.id, 478)).statusCode).toBe(200);
    const key = randomUUID();
    const refused = await pay(invoice.id, 100, key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INVOICE_ALREADY_PAID');
    expect(await bookedOn(invoice.id)).toEqual([478]);
  });

  it('lets a key go after a day (the nightly purge)', async () => {
    const invoice = await claimOf478('purge@example.nl');
    const key = randomUUID();
    expect((await pay(invoice.id, 100, key)).statusCode).toBe(200);
    const stored = () => t.database.db.$count(idempotencyKeys, eq(idempotencyKeys.key, key));
    expect(await purgeIdempotencyKeys(t.database.db, new Date(t.clock.now().getTime() + 60 * 60_000))).toBe(
      0,
    );
    expect(await stored()).toBe(1);
    await purgeIdempotencyKeys(t.database.db, new Date(t.clock.now().getTime() + 25 * 60 * 60_000));
    expect(await stored()).toBe(0);
  });
});
