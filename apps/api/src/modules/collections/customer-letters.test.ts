import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companySettings } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

let t: TestApp;
let packageId: string;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-12-05T08:00:00Z') });
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  packageId = (await insertPackage(t.database.db)).id;
  await insertAdmin(t.database.db, { email: 'brieven.admin@example.nl' });
  await insertUser(t.database.db, { email: 'andere.klant@example.nl' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const headersOf = async (email: string) => bearer((await t.login(email, 'Test!2026pass')).token);
const get = async (url: string, email?: string) =>
  t.inject({ method: 'GET', url, headers: email ? await headersOf(email) : {} });
const admin = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.inject({ method, url, headers: await headersOf('brieven.admin@example.nl'), payload });

/** A consumer with one bank-transfer invoice of EUR 121.00, overdue since 10 November. */
async function overdueConsumer(email: string) {
  const customer = await insertUser(db(), { email, firstname: 'Noor', lastname: 'de Vries' });
  const subscription = await insertSubscription(db(), {
    userId: customer.id,
    packageId,
    startDate: '2026-09-01',
  });
  const { invoice } = await insertInvoice(db(), {
    userId: customer.id,
    subscriptionId: subscription.id,
    issueDate: '2026-10-27',
    dueDate: '2026-11-10',
    status: 'overdue',
    paymentType: 'bank_transfer',
    lines: [{ description: 'Webhosting', unitPriceCents: 10_000 }],
  });
  return { customer, subscription, invoice };
}

describe('the customer’s own letters', () => {
  it('lists the 14-dagenbrief with its fee and term, and serves the PDF as sent, to that customer only', async () => {
    const { subscription, invoice } = await overdueConsumer('noor.brieven@example.nl');
    const issued = await admin('POST', `/api/admin/generate-letter/${subscription.id}`, {
      letterType: 'notice',
    });
    expect(issued.statusCode).toBe(201);
    const record = issued.json().data.letter;

    const list = await get('/api/letters', 'noor.brieven@example.nl');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual({
      letters: [
        {
          id: record.id,
          letterNumber: record.letterNumber,
          letterType: 'notice',
          letterDate: '2026-12-05',
          termEndDate: '2026-12-21',
          principalCents: 12_100,
          feeCents: 4000,
          feeOpenCents: 4000,
          paymentReference: record.paymentReference,
          paid: false,
        },
      ],
      pagination: { page: 1, limit: 10, totalItems: 1, totalPages: 1 },
    });

    const pdf = await get(`/api/letters/${record.id}/pdf`, 'noor.brieven@example.nl');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${record.letterNumber}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const sent = await admin('GET', `/api/admin/letters/${record.id}/download-direct`);
    expect(sent.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(sent.rawPayload)).toBe(true);

    // Someone else's letter and a letter that does not exist answer alike: existence never leaks.
    const foreign = await get(`/api/letters/${record.id}/pdf`, 'andere.klant@example.nl');
    const missing = await get(
      '/api/letters/7c9e6679-7425-40de-944b-e07fc1f90ae7/pdf',
      'andere.klant@example.nl',
    );
    for (const response of [foreign, missing]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        error: 'Brief niet gevonden',
        code: 'NOT_FOUND',
      });
    }
    expect((await get('/api/letters', 'andere.klant@example.nl')).json().data).toEqual({
      letters: [],
      pagination: { page: 1, limit: 10, totalItems: 0, totalPages: 1 },
    });

    expect((await get('/api/letters')).statusCode).toBe(401);
    expect((await get(`/api/letters/${record.id}/pdf`)).statusCode).toBe(401);
    expect((await get('/api/letters?limit=51', 'noor.brieven@example.nl')).statusCode).toBe(422);

    // Paid on the invoice itself (not quoting the letter): the letter shows as paid all the same.
    const payment = await admin('POST', `/api/admin/payments/${invoice.id}/mark-paid`, { amount: 12_100 });
    expect(payment.statusCode).toBe(200);
    const after = (await get('/api/letters', 'noor.brieven@example.nl')).json().data.letters;
    expect(after).toMatchObject([{ id: record.id, paid: true }]);
  });

  it('pages newest first', async () => {
    const { customer } = await overdueConsumer('noor.pagina@example.nl');
    // Not e-mailed, so sent by post on Saturday 5 December: received Tuesday the 8th, the term runs through
    // the 22nd and the fee may be charged from the 23rd (DOMAIN-NL §1).
    const notice = await admin('POST', `/api/admin/letters/notice/${customer.id}`, { sendEmail: false });
    expect(notice.json().data.letter).toMatchObject({ channel: 'post', termEndDate: '2026-12-22' });
    t.clock.set(new Date('2026-12-22T08:00:00Z'));
    const early = await admin('POST', `/api/admin/letters/collection/${customer.id}`, { sendEmail: false });
    expect(early.statusCode).toBe(409);
    t.clock.set(new Date('2026-12-23T08:00:00Z'));
    try {
      const collection = await admin('POST', `/api/admin/letters/collection/${customer.id}`, {
        sendEmail: false,
      });
      expect(collection.statusCode).toBe(201);
      const [first, second] = await Promise.all([
        get('/api/letters?limit=1', 'noor.pagina@example.nl'),
        get('/api/letters?limit=1&page=2', 'noor.pagina@example.nl'),
      ]);
      expect(first.json().data.letters).toMatchObject([
        {
          id: collection.json().data.letter.id,
          letterType: 'collection',
          termEndDate: null,
          feeCents: 4000,
          feeOpenCents: 4000,
          paid: false,
        },
      ]);
      expect(first.json().data.pagination).toEqual({ page: 1, limit: 1, totalItems: 2, totalPages: 2 });
      expect(second.json().data.letters).toMatchObject([{ id: notice.json().data.letter.id }]);
    } finally {
      t.clock.set(new Date('2026-12-05T08:00:00Z'));
    }
  });
});
