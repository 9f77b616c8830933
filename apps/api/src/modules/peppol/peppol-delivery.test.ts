// Sending invoices over Peppol through an access point (issue 21, decision 030), against a fake access point
// on 127.0.0.1: what is queued, what the access point receives, retries with back-off, refusals, staff's
// "send again", two job runs at once, and the token kept out of logs, rows and answers.
import { PEPPOL_BILLING_CUSTOMIZATION_ID } from '@hostportaal/documents';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValidEInvoice, isPeppolDocument, prepareRules } from '../../../test/einvoice-validation.ts';
import {
  type FakePeppolAccessPoint,
  startFakePeppolAccessPoint,
} from '../../../test/fake-peppol-access-point.ts';
import {
  bearer,
  createTestApp,
  jobDependencies,
  scheduledJob,
  type TestApp,
} from '../../../test/test-app.ts';
import {
  companySettings,
  invoices,
  invoiceUblDocuments,
  peppolDeliveries,
  type User,
} from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import type { JobDependencies } from '../../jobs/job-definitions.ts';

const password = 'Test!2026pass';
const MINUTE = 60_000;

let fake: FakePeppolAccessPoint;
let t: TestApp;
let adminToken: string;
let customerToken: string;
const logLines: string[] = [];
const answers: string[] = [];
let kvkSequence = 20_000_000;

beforeAll(async () => {
  await prepareRules();
  fake = await startFakePeppolAccessPoint();
  t = await createTestApp({
    env: { PEPPOL_ACCESS_POINT_URL: fake.url, PEPPOL_ACCESS_POINT_TOKEN: fake.token },
  });
  const db = t.database.db;
  await db.insert(companySettings).values({ id: 1, ...demoCompany });
  await insertAdmin(db, { email: 'finance@example.nl' });
  const customer = await insertUser(db, { email: 'klant@example.nl' });
  adminToken = (await t.login('finance@example.nl', password)).token;
  customerToken = (await t.login(customer.email, password)).token;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A job's dependencies as the server hands them, with a log this file reads. */
function deps(): JobDependencies {
  const log = (level: string) => (details: Record<string, unknown>, message: string) => {
    logLines.push(`${level} ${message} ${JSON.stringify(details)}`);
  };
  return { ...jobDependencies(t), log: { info: log('info'), error: log('error') } };
}

const deliverInvoices = () => scheduledJob('invoice-delivery').run(deps(), {});
const sendOverPeppol = () => scheduledJob('peppol-delivery').run(deps(), {});

async function inject(method: 'GET' | 'POST', url: string, token = adminToken) {
  const response = await t.inject({ method, url, headers: bearer(token) });
  answers.push(response.body);
  return response;
}

const peppolStatus = (invoiceId: string) => inject('GET', `/api/admin/invoices/${invoiceId}/peppol`);
const sendAgain = (invoiceId: string, token = adminToken) =>
  inject('POST', `/api/admin/invoices/${invoiceId}/peppol/resend`, token);

function businessCustomer(overrides: Partial<User> = {}) {
  kvkSequence += 1;
  const kvkNumber = String(kvkSequence);
  return insertUser(t.database.db, {
    company: `Bedrijf ${kvkNumber} B.V.`,
    kvkNumber,
    peppolId: `0106:${kvkNumber}`,
    ...overrides,
  });
}

/** An invoice issued and not yet e-mailed: the delivery job picks it up. */
async function pendingInvoice(userId: string) {
  const { invoice } = await insertInvoice(t.database.db, {
    userId,
    issueDate: '2026-11-21',
    sentAt: null,
  });
  return invoice;
}

async function deliveryRow(invoiceId: string) {
  const [row] = await t.database.db
    .select()
    .from(peppolDeliveries)
    .where(eq(peppolDeliveries.invoiceId, invoiceId));
  return row;
}

/** The stored UBL of an invoice, its XML as the UTF-8 bytes every reader gets. */
async function storedUbl(invoiceId: string) {
  const [row] = await t.database.db
    .select()
    .from(invoiceUblDocuments)
    .where(eq(invoiceUblDocuments.invoiceId, invoiceId));
  return row && { ...row, xml: Buffer.from(row.xml, 'utf8') };
}

const requestsFor = (invoiceId: string) =>
  fake.requests.filter((request) => request.headers['x-client-reference'] === invoiceId);

describe('queueing', () => {
  it('a business invoice from the billing run is queued and sent: valid Peppol BIS, token, key, participants', async () => {
    const db = t.database.db;
    const business = await businessCustomer({
      company: 'Bakkerij Jansen B.V.',
      kvkNumber: '12345678',
      peppolId: '0106:12345678',
    });
    const mandate = await insertMandate(db, business.id, { iban: 'NL91ABNA0417164300' });
    const hosting = await insertPackage(db, { slug: 'peppol-hosting', name: 'Webhosting Plus' });
    const subscription = await insertSubscription(db, {
      userId: business.id,
      packageId: hosting.id,
      mandateId: mandate.id,
      startDate: '2026-11-21',
      nextBillingDate: '2026-11-21',
    });
    const before = fake.requests.length;

    // The billing run issues the invoice; the delivery job e-mails it and queues it; the Peppol job sends it.
    const run = await inject('POST', '/api/admin/billing-runs');
    expect(run.statusCode).toBe(202);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.subscriptionId, subscription.id));
    if (!invoice) throw new Error('the billing run made no invoice');

    expect(fake.requests.length).toBe(before + 1);
    const [request] = requestsFor(invoice.id);
    if (!request) throw new Error('the access point received nothing');
    const row = await deliveryRow(invoice.id);
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/documents');
    expect(request.headers.authorization).toBe(`Bearer ${fake.token}`);
    expect(request.headers['idempotency-key']).toBe(row?.idempotencyKey);
    expect(request.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(request.headers['x-peppol-sender']).toBe('iso6523-actorid-upis::0106:87654321');
    expect(request.headers['x-peppol-receiver']).toBe(`iso6523-actorid-upis::0106:${business.kvkNumber}`);
    expect(request.headers['x-peppol-document-type']).toMatch(/::Invoice##urn:cen\.eu:en16931:2017#/);
    expect(request.headers['x-peppol-process']).toBe(
      'cenbii-procid-ubl::urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
    );
    expect(request.body).toContain(`<cbc:CustomizationID>${PEPPOL_BILLING_CUSTOMIZATION_ID}<`);
    expect(request.body).toContain(`<cbc:ID>${invoice.invoiceNumber}</cbc:ID>`);
    expect(isPeppolDocument(request.body)).toBe(true);
    await expectValidEInvoice(request.body);
    // The UBL stored as the invoice was issued, byte for byte (issue 27).
    expect(
      Buffer.from(request.body, 'utf8').equals((await storedUbl(invoice.id))?.xml ?? Buffer.alloc(0)),
    ).toBe(true);

    const status = await peppolStatus(invoice.id);
    expect(status.statusCode).toBe(200);
    expect(status.json().data).toMatchObject({
      configured: true,
      delivery: {
        status: 'sent',
        receiverId: `0106:${business.kvkNumber}`,
        attempts: 1,
        messageId: fake.accepted.get(row?.idempotencyKey ?? '')?.messageId,
        lastError: null,
        nextAttemptAt: null,
        sentAt: t.clock.now().toISOString(),
      },
    });
  });

  it('queues only customers with a Peppol ID: not a consumer, not a business that gave none', async () => {
    const consumer = await insertUser(t.database.db, { email: 'jan@devries.example.nl' });
    const noPeppolId = await businessCustomer({ peppolId: null });
    const consumerInvoice = await pendingInvoice(consumer.id);
    const businessInvoice = await pendingInvoice(noPeppolId.id);
    const before = fake.requests.length;

    expect(await deliverInvoices()).toBeGreaterThanOrEqual(2);
    await sendOverPeppol();

    expect(await deliveryRow(consumerInvoice.id)).toBeUndefined();
    expect(await deliveryRow(businessInvoice.id)).toBeUndefined();
    expect(fake.requests.length).toBe(before);
    const status = await peppolStatus(consumerInvoice.id);
    expect(status.json().data).toEqual({ configured: true, delivery: null });
  });

  it('sends the UBL as issued, to the address it was issued to, though the customer dropped their Peppol ID since', async () => {
    const business = await businessCustomer({ firstname: 'Eva', lastname: 'Smit' });
    const invoice = await pendingInvoice(business.id);
    await deliverInvoices();
    const issued = await storedUbl(invoice.id);
    expect(issued?.peppolReceiverId).toBe(`0106:${business.kvkNumber}`);
    const token = (await t.login(business.email, password)).token;
    const changed = await t.inject({
      method: 'PUT',
      url: '/auth/profile',
      headers: bearer(token),
      payload: { firstname: 'Eva', lastname: 'Smit', email: business.email, peppolId: null },
    });
    expect(changed.statusCode).toBe(200);

    await sendOverPeppol();
    const [request] = requestsFor(invoice.id);
    expect(request?.headers['x-peppol-receiver']).toBe(`iso6523-actorid-upis::0106:${business.kvkNumber}`);
    expect(Buffer.from(request?.body ?? '', 'utf8').equals(issued?.xml ?? Buffer.alloc(0))).toBe(true);
    expect((await deliveryRow(invoice.id))?.status).toBe('sent');
  });

  it('a credit note goes as a CreditNote', async () => {
    const business = await businessCustomer();
    const invoice = await pendingInvoice(business.id);
    await deliverInvoices();
    await sendOverPeppol();
    const created = await t.inject({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/credit-note`,
      headers: bearer(adminToken),
      payload: { reason: 'Dubbel gefactureerd', amountCents: null },
    });
    expect(created.statusCode).toBe(201);
    const creditNoteId = created.json().data.creditNote.id as string;
    await deliverInvoices();
    await sendOverPeppol();

    const [request] = requestsFor(creditNoteId);
    expect(request?.headers['x-peppol-document-type']).toMatch(/::CreditNote##/);
    expect(request?.body).toContain('<CreditNote ');
    expect((await deliveryRow(creditNoteId))?.status).toBe('sent');
  });
});

describe('retries and refusals', () => {
  it('retries a 503 and a 429 with back-off (Retry-After heeded), with one idempotency key, then sends', async () => {
    const business = await businessCustomer();
    const invoice = await pendingInvoice(business.id);
    const start = t.clock.now();
    fake.answerNext(
      { status: 503, body: { message: 'Maintenance' } },
      { status: 429, body: { message: 'Slow down' }, headers: { 'retry-after': '600' } },
    );
    await deliverInvoices();
    expect(await sendOverPeppol()).toBe(0);

    let row = await deliveryRow(invoice.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row?.lastError).toContain('HTTP 503');
    expect(row?.nextAttemptAt.getTime()).toBe(start.getTime() + 2 * MINUTE);

    // Not due yet: nothing is sent.
    t.clock.advance(2 * MINUTE - 1000);
    await sendOverPeppol();
    expect(requestsFor(invoice.id)).toHaveLength(1);

    // Due: the 429 asks for 10 minutes, more than the 4 minutes of the back-off.
    t.clock.advance(1000);
    expect(await sendOverPeppol()).toBe(0);
    row = await deliveryRow(invoice.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(row?.lastError).toContain('HTTP 429');
    expect(row?.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + 10 * MINUTE);

    // The next attempt, driven by moving its time rather than waiting.
    await t.database.db
      .update(peppolDeliveries)
      .set({ nextAttemptAt: t.clock.now() })
      .where(eq(peppolDeliveries.invoiceId, invoice.id));
    expect(await sendOverPeppol()).toBe(1);
    row = await deliveryRow(invoice.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    const keys = new Set(requestsFor(invoice.id).map((request) => request.headers['idempotency-key']));
    expect(keys).toEqual(new Set([row?.idempotencyKey]));
    t.clock.set(start);
  });

  it('gives a delivery that keeps failing for a passing reason up after the last attempt', async () => {
    const business = await businessCustomer();
    const invoice = await pendingInvoice(business.id);
    await deliverInvoices();
    await t.database.db
      .update(peppolDeliveries)
      .set({ attempts: 9 })
      .where(eq(peppolDeliveries.invoiceId, invoice.id));
    fake.answerNext({ status: 502 });
    await sendOverPeppol();
    const row = await deliveryRow(invoice.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 10 });
    expect(row?.lastError).toContain('Given up after 10 attempts');
  });

  it('a refusal (4xx) fails at once with the access point’s reason for staff, without our token', async () => {
    const business = await businessCustomer();
    const invoice = await pendingInvoice(business.id);
    fake.answerNext({
      status: 422,
      body: {
        code: 'RECEIVER_NOT_FOUND',
        // An access point that repeats the request's header back must not put our token in front of staff.
        message: `Receiver 0106:${business.kvkNumber} is not registered in the SMP (auth Bearer ${fake.token})`,
      },
    });
    await deliverInvoices();
    await sendOverPeppol();

    const row = await deliveryRow(invoice.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    const status = await peppolStatus(invoice.id);
    const delivery = status.json().data.delivery;
    expect(delivery.status).toBe('failed');
    expect(delivery.lastError).toContain('refused the document (HTTP 422)');
    expect(delivery.lastError).toContain(`RECEIVER_NOT_FOUND: Receiver 0106:${business.kvkNumber}`);
    expect(delivery.lastError).toContain('[redacted]');
    expect(requestsFor(invoice.id)).toHaveLength(1);
    // No further attempt by the job.
    const start = t.clock.now();
    t.clock.advance(24 * 60 * MINUTE);
    await sendOverPeppol();
    expect(requestsFor(invoice.id)).toHaveLength(1);
    t.clock.set(start);
  });
});

describe('send again', () => {
  it('sends a failed delivery again with a new key, and refuses when it did not fail, for customers, or unknown', async () => {
    const business = await businessCustomer();
    const invoice = await pendingInvoice(business.id);
    fake.answerNext({ status: 400, body: { code: 'DOCUMENT_INVALID', message: 'Schematron failed' } });
    await deliverInvoices();
    await sendOverPeppol();
    const failed = await deliveryRow(invoice.id);
    expect(failed?.status).toBe('failed');

    expect((await sendAgain(invoice.id, customerToken)).statusCode).toBe(403);
    const again = await sendAgain(invoice.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.delivery).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    const sent = await deliveryRow(invoice.id);
    expect(sent?.idempotencyKey).not.toBe(failed?.idempotencyKey);
    expect(requestsFor(invoice.id)).toHaveLength(2);

    // A second click: it is sent, so it is refused and nothing goes out again.
    const twice = await sendAgain(invoice.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CONFLICT', reason: 'peppol_delivery_not_failed' });
    expect(requestsFor(invoice.id)).toHaveLength(2);

    const consumer = await insertUser(t.database.db);
    const consumerInvoice = await pendingInvoice(consumer.id);
    expect((await sendAgain(consumerInvoice.id)).json()).toMatchObject({
      reason: 'peppol_delivery_not_failed',
    });
    expect((await sendAgain('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('without an access point: nothing is queued, the status says so, and send again is refused', async () => {
    const business = await businessCustomer();
    const invoice = await pendingInvoice(business.id);
    fake.answerNext({ status: 404, body: { code: 'RECEIVER_NOT_FOUND', message: 'Unknown receiver' } });
    await deliverInvoices();
    await sendOverPeppol();
    expect((await deliveryRow(invoice.id))?.status).toBe('failed');

    // The same database, served by an instance without PEPPOL_ACCESS_POINT_URL.
    const off = await createTestApp({ database: t.database });
    try {
      expect(off.app.ctx.peppol).toBeNull();
      const token = (await off.login('finance@example.nl', password)).token;
      const status = await off.inject({
        method: 'GET',
        url: `/api/admin/invoices/${invoice.id}/peppol`,
        headers: bearer(token),
      });
      expect(status.json().data).toMatchObject({ configured: false, delivery: { status: 'failed' } });
      const refused = await off.inject({
        method: 'POST',
        url: `/api/admin/invoices/${invoice.id}/peppol/resend`,
        headers: bearer(token),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ reason: 'peppol_not_configured' });

      const later = await pendingInvoice(business.id);
      await scheduledJob('invoice-delivery').run(jobDependencies(off), {});
      expect(await scheduledJob('peppol-delivery').run(jobDependencies(off), {})).toBe(0);
      expect(await deliveryRow(later.id)).toBeUndefined();
    } finally {
      await off.app.close();
    }
  });
});

describe('two instances', () => {
  it('two job runs at once send each invoice once', async () => {
    const queued: string[] = [];
    for (let index = 0; index < 6; index++) {
      const business = await businessCustomer();
      queued.push((await pendingInvoice(business.id)).id);
    }
    await deliverInvoices();
    const before = fake.requests.length;

    const [first, second] = await Promise.all([sendOverPeppol(), sendOverPeppol()]);

    expect(first + second).toBe(queued.length);
    expect(fake.requests.length - before).toBe(queued.length);
    for (const invoiceId of queued) {
      expect(requestsFor(invoiceId)).toHaveLength(1);
      expect((await deliveryRow(invoiceId))?.status).toBe('sent');
    }
  });

  // PGlite has one connection: a second transaction holding a row cannot be shown there.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'a delivery another instance holds is skipped, not waited for',
    async () => {
      const held = await pendingInvoice((await businessCustomer()).id);
      const free = await pendingInvoice((await businessCustomer()).id);
      await deliverInvoices();
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select id from peppol_deliveries where invoice_id = ${held.id} for update`);
        expect(await sendOverPeppol()).toBe(1);
      });
      expect(requestsFor(held.id)).toHaveLength(0);
      expect(requestsFor(free.id)).toHaveLength(1);
      expect(await sendOverPeppol()).toBe(1);
      expect(requestsFor(held.id)).toHaveLength(1);
    },
  );

  it('a run that dies after the access point took the document: the retry carries the same key, one message', async () => {
    const business = await businessCustomer();
    const invoice = await pendingInvoice(business.id);
    await deliverInvoices();
    const accessPoint = t.app.ctx.peppol;
    if (!accessPoint) throw new Error('no access point');
    // The access point takes the document, then the process dies before it writes the outcome down.
    const dying: JobDependencies = {
      ...deps(),
      peppol: {
        send: async (request) => {
          await accessPoint.send(request);
          throw new Error('process died');
        },
      },
    };
    await expect(scheduledJob('peppol-delivery').run(dying, {})).resolves.toBe(0);
    await t.database.db
      .update(peppolDeliveries)
      .set({ status: 'sending', nextAttemptAt: t.clock.now() })
      .where(eq(peppolDeliveries.invoiceId, invoice.id));

    // The lease is over: the next run claims it again and sends with the same key.
    expect(await sendOverPeppol()).toBe(1);
    const requests = requestsFor(invoice.id);
    expect(requests).toHaveLength(2);
    expect(requests[0]?.headers['idempotency-key']).toBe(requests[1]?.headers['idempotency-key']);
    const key = String(requests[0]?.headers['idempotency-key']);
    expect((await deliveryRow(invoice.id))?.messageId).toBe(fake.accepted.get(key)?.messageId);
    expect(
      [...fake.accepted.values()].filter(
        (entry) => entry.request.headers['x-client-reference'] === invoice.id,
      ),
    ).toHaveLength(1);
  });
});

describe('the token', () => {
  it('never appears in the logs, the answers, the deliveries or the audit log', async () => {
    expect(logLines.length).toBeGreaterThan(0);
    expect(answers.length).toBeGreaterThan(0);
    for (const line of [...logLines, ...answers]) expect(line).not.toContain(fake.token);
    const tables = await t.database.db.execute<{ text: string }>(sql`
      select (select coalesce(json_agg(d), '[]')::text from peppol_deliveries d)
        || (select coalesce(json_agg(a), '[]')::text from audit_log a) as text`);
    expect(tables.rows[0]?.text).toContain('invoice.peppol_resend');
    expect(tables.rows[0]?.text).not.toContain(fake.token);
  });
});
