import { readPain008 } from '@hostportaal/sepa';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  activityLog,
  companySettings,
  emailOutbox,
  invoices,
  notifications,
  type Package,
  sepaBatches,
  sepaBatchItems,
  sepaMandates,
  subscriptions,
} from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

const ABN = 'NL91ABNA0417164300';
const ING = 'NL20INGB0001234567';
const RABO = 'NL44RABO0123456789';

let t: TestApp;
let hosting: Package;

beforeAll(async () => {
  // Behind a proxy on 127.0.0.1 (app.inject's peer), whose X-Forwarded-For names the customer's address.
  t = await createTestApp({ env: { TRUSTED_PROXIES: '127.0.0.1' } });
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  hosting = await insertPackage(t.database.db, { slug: 'mandate-hosting', name: 'Webhosting Machtiging' });
});
afterAll(() => t.close());

async function customer(email: string) {
  const user = await insertUser(t.database.db, { email, firstname: 'Kees', lastname: 'Koper' });
  const { token } = await t.login(email, 'Test!2026pass');
  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.inject({ method, url, headers: { ...bearer(token), 'x-forwarded-for': '203.0.113.7' }, payload });
  return { user, call };
}

const consent = (iban: string, overrides: object = {}) => ({
  iban,
  bic: null,
  accountHolder: 'K. Koper',
  signedPlace: 'Utrecht',
  mandateConsent: true,
  ...overrides,
});

const mandateRow = async (id: string) =>
  (await t.database.db.select().from(sepaMandates).where(eq(sepaMandates.id, id)))[0];
// The mandate e-mails only: a login from a new device is e-mailed too.
const outboxTo = (email: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.template, 'mandate_%')));
const activityOf = (userId: string) =>
  t.database.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.userId, userId), eq(activityLog.type, 'mandate_changed')));

/** A collection of the mandate came back from the bank with this reason code. */
async function returnedCollection(userId: string, mandateId: string, reasonCode: string) {
  const { invoice } = await insertInvoice(t.database.db, { userId, mandateId, status: 'failed' });
  const [batch] = await t.database.db
    .insert(sepaBatches)
    .values({
      messageId: `HP-TEST-${reasonCode}-${mandateId.slice(0, 8)}`,
      status: 'submitted',
      collectionDate: '2026-11-03',
      version: 'pain.008.001.08',
      numberOfTransactions: 1,
      controlSumCents: invoice.totalCents,
      file: Buffer.from('<Document/>'),
      sha256: mandateId,
    })
    .returning();
  if (!batch) throw new Error('no batch');
  await t.database.db.insert(sepaBatchItems).values({
    batchId: batch.id,
    invoiceId: invoice.id,
    mandateId,
    endToEndId: `${invoice.invoiceNumber}-1`,
    sequenceType: 'RCUR',
    amountCents: invoice.totalCents,
    status: 'returned',
    returnReasonCode: reasonCode,
  });
}

describe('GET /api/mandates', () => {
  it("shows the customer's own mandates with a masked IBAN and the creditor, never another customer's", async () => {
    const { user, call } = await customer('machtiging-lijst@example.nl');
    const other = await insertUser(t.database.db, { email: 'machtiging-ander@example.nl' });
    const mandate = await insertMandate(t.database.db, user.id, {
      iban: ABN,
      bic: 'ABNANL2A',
      signedAt: '2025-03-02',
      signedPlace: 'Utrecht',
      signatureMethod: 'paper',
      firstCollectionDone: true,
      lastCollectionDate: '2026-11-02',
    });
    await insertSubscription(t.database.db, {
      userId: user.id,
      packageId: hosting.id,
      mandateId: mandate.id,
    });
    await insertMandate(t.database.db, other.id, { iban: ING });

    const response = await call('GET', '/api/mandates');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(ABN);
    expect(response.json().data).toEqual({
      mandates: [
        {
          id: mandate.id,
          reference: mandate.reference,
          ibanMasked: 'NL** **** **** **** 4300',
          bic: 'ABNANL2A',
          accountHolder: 'Kees Koper',
          status: 'valid',
          signedAt: '2025-03-02',
          signedPlace: 'Utrecht',
          signatureMethod: 'paper',
          lastCollectionDate: '2026-11-02',
          amendmentPending: false,
          returnReasonCode: null,
          subscriptionCount: 1,
          changeMode: 'amend',
        },
      ],
      creditor: {
        name: 'Hostportaal B.V.',
        address: 'Stationsplein 45, 3013 AK Rotterdam',
        creditorId: 'NL32ZZZ876543210000',
        scheme: 'CORE',
      },
    });
    const anonymous = await t.inject({ method: 'GET', url: '/api/mandates' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/mandates/:id/iban', () => {
  it('amends a collected mandate: same reference, original IBAN kept, consent logged, e-mail and notification', async () => {
    const { user, call } = await customer('machtiging-wijzig@example.nl');
    const mandate = await insertMandate(t.database.db, user.id, {
      iban: ABN,
      firstCollectionDone: true,
      lastCollectionDate: '2026-11-02',
    });

    const response = await call('PUT', `/api/mandates/${mandate.id}/iban`, consent('nl20 ingb 0001 2345 67'));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      renewed: false,
      mandate: {
        id: mandate.id,
        reference: mandate.reference,
        ibanMasked: 'NL** **** **** **** 4567',
        accountHolder: 'K. Koper',
        status: 'valid',
        amendmentPending: true,
      },
    });
    expect(await mandateRow(mandate.id)).toMatchObject({
      reference: mandate.reference,
      iban: ING,
      originalIban: ABN,
      amendmentPending: true,
      signedAt: mandate.signedAt,
    });

    const [logged] = await activityOf(user.id);
    expect(logged).toMatchObject({
      action: 'Rekeningnummer machtiging gewijzigd',
      ip: '203.0.113.7',
      metadata: expect.objectContaining({
        signatureMethod: 'web_consent',
        consentAt: '2026-11-21T10:00:00.000Z',
        signedPlace: 'Utrecht',
        previousIban: ABN,
        iban: ING,
      }),
    });
    const [email] = await outboxTo('machtiging-wijzig@example.nl');
    expect(email?.subject).toBe('Je rekeningnummer voor de automatische incasso is gewijzigd');
    expect(email?.textBody).toContain('NL** **** **** **** 4567 ten name van K. Koper');
    expect(email?.textBody).toContain(`Kenmerk machtiging: ${mandate.reference}.`);
    expect(email?.textBody).toContain('incassant-ID NL32ZZZ876543210000');
    expect(email?.textBody).toContain('binnen 8 weken laten terugboeken');
    expect(email?.textBody).toContain('http://portal.test/dashboard/instellingen?tab=payment');
    const bell = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(bell).toMatchObject([{ type: 'security', title: 'Rekeningnummer gewijzigd' }]);

    // A second change before the next collection keeps the IBAN the bank knows as the original…
    await call('PUT', `/api/mandates/${mandate.id}/iban`, consent(RABO));
    expect(await mandateRow(mandate.id)).toMatchObject({
      iban: RABO,
      originalIban: ABN,
      amendmentPending: true,
    });
    // …and going back to that IBAN leaves nothing to tell the bank.
    await call('PUT', `/api/mandates/${mandate.id}/iban`, consent(ABN));
    expect(await mandateRow(mandate.id)).toMatchObject({
      iban: ABN,
      originalIban: null,
      amendmentPending: false,
    });
  });

  it('refuses a wrong IBAN, BIC, a missing consent or the same account with 422 and changes nothing', async () => {
    const { user, call } = await customer('machtiging-fout@example.nl');
    const mandate = await insertMandate(t.database.db, user.id, { iban: ABN, firstCollectionDone: true });
    const before = await mandateRow(mandate.id);

    const wrongIban = await call('PUT', `/api/mandates/${mandate.id}/iban`, consent('NL91ABNA0417164301'));
    expect(wrongIban.statusCode).toBe(422);
    expect(wrongIban.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      details: [{ field: 'iban', message: 'Dit is geen geldig IBAN' }],
    });
    const outsideSepa = await call(
      'PUT',
      `/api/mandates/${mandate.id}/iban`,
      consent('BR1800360305000010009795493C1'),
    );
    expect(outsideSepa.json().details).toEqual([
      { field: 'iban', message: 'Incasso kan alleen van een rekening in een SEPA-land' },
    ]);
    const wrongBic = await call('PUT', `/api/mandates/${mandate.id}/iban`, consent(ING, { bic: 'INGB' }));
    expect(wrongBic.json().details).toEqual([{ field: 'bic', message: 'Dit is geen geldige BIC' }]);
    const noConsent = await call(
      'PUT',
      `/api/mandates/${mandate.id}/iban`,
      consent(ING, { mandateConsent: false }),
    );
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json().details).toEqual([
      { field: 'mandateConsent', message: 'Geef toestemming voor de automatische incasso' },
    ]);
    const sameAccount = await call(
      'PUT',
      `/api/mandates/${mandate.id}/iban`,
      consent(ABN, { accountHolder: 'Kees Koper', bic: before?.bic }),
    );
    expect(sameAccount.json().details).toEqual([
      { field: 'iban', message: 'Dit rekeningnummer staat al op deze machtiging.' },
    ]);

    expect(await mandateRow(mandate.id)).toEqual(before);
    expect(await outboxTo('machtiging-fout@example.nl')).toEqual([]);
    expect(await activityOf(user.id)).toEqual([]);
  });

  it("answers 404 for another customer's mandate or an unknown one, and changes nothing", async () => {
    const { call } = await customer('machtiging-vreemd@example.nl');
    const owner = await insertUser(t.database.db, { email: 'machtiging-eigenaar@example.nl' });
    const theirs = await insertMandate(t.database.db, owner.id, { iban: ABN, firstCollectionDone: true });
    const before = await mandateRow(theirs.id);

    const response = await call('PUT', `/api/mandates/${theirs.id}/iban`, consent(ING));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      error: 'Deze machtiging bestaat niet.',
    });
    const unknown = await call(
      'PUT',
      '/api/mandates/00000000-0000-4000-8000-000000000000/iban',
      consent(ING),
    );
    expect(unknown.statusCode).toBe(404);
    expect(await mandateRow(theirs.id)).toEqual(before);
    expect(await outboxTo('machtiging-eigenaar@example.nl')).toEqual([]);
  });

  it('replaces the IBAN of a mandate the bank never collected on without an amendment', async () => {
    const { user, call } = await customer('machtiging-nieuw@example.nl');
    const mandate = await insertMandate(t.database.db, user.id, { iban: ABN, status: 'pending' });
    const response = await call('PUT', `/api/mandates/${mandate.id}/iban`, consent(ING));
    expect(response.statusCode).toBe(200);
    expect(await mandateRow(mandate.id)).toMatchObject({
      iban: ING,
      status: 'pending',
      originalIban: null,
      amendmentPending: false,
    });
  });

  it('makes a mandate refused for a closed account (AC04) valid again with another IBAN, as an amendment', async () => {
    const { user, call } = await customer('machtiging-ac04@example.nl');
    const mandate = await insertMandate(t.database.db, user.id, {
      iban: ABN,
      status: 'invalid',
      firstCollectionDone: true,
      lastCollectionDate: '2026-11-03',
    });
    await insertSubscription(t.database.db, {
      userId: user.id,
      packageId: hosting.id,
      mandateId: mandate.id,
    });
    await returnedCollection(user.id, mandate.id, 'AC04');

    const list = await call('GET', '/api/mandates');
    expect(list.json().data.mandates[0]).toMatchObject({ returnReasonCode: 'AC04', changeMode: 'amend' });
    const same = await call('PUT', `/api/mandates/${mandate.id}/iban`, consent(ABN));
    expect(same.json().details).toEqual([
      {
        field: 'iban',
        message: 'Van dit rekeningnummer kon niet worden afgeschreven. Geef een ander IBAN op.',
      },
    ]);
    const response = await call('PUT', `/api/mandates/${mandate.id}/iban`, consent(ING));
    expect(response.json().data).toMatchObject({
      renewed: false,
      mandate: { reference: mandate.reference, status: 'valid' },
    });
    expect(await mandateRow(mandate.id)).toMatchObject({
      iban: ING,
      originalIban: ABN,
      amendmentPending: true,
    });
  });

  it('gives an expired mandate a successor with a new reference that takes over its subscriptions, once', async () => {
    const { user, call } = await customer('machtiging-verlopen@example.nl');
    const expired = await insertMandate(t.database.db, user.id, {
      iban: ABN,
      status: 'expired',
      signedAt: '2022-05-01',
    });
    const active = await insertSubscription(t.database.db, {
      userId: user.id,
      packageId: hosting.id,
      mandateId: expired.id,
    });
    const cancelled = await insertSubscription(t.database.db, {
      userId: user.id,
      packageId: hosting.id,
      mandateId: expired.id,
      status: 'cancelled',
      serviceStatus: 'cancelled_expired',
    });
    const { invoice: unpaid } = await insertInvoice(t.database.db, {
      userId: user.id,
      subscriptionId: active.id,
      mandateId: expired.id,
      status: 'overdue',
    });
    const { invoice: paid } = await insertInvoice(t.database.db, {
      userId: user.id,
      subscriptionId: active.id,
      mandateId: expired.id,
      status: 'paid',
      periodStart: '2022-06-01',
    });

    // Two submissions at once (a double click): the row lock lets one renew; the other finds it replaced.
    const [response, twin] = (
      await Promise.all([
        call('PUT', `/api/mandates/${expired.id}/iban`, consent(ING)),
        call('PUT', `/api/mandates/${expired.id}/iban`, consent(ING)),
      ])
    ).sort((a, b) => a.statusCode - b.statusCode);
    if (!response || !twin) throw new Error('two answers expected');
    expect(response.statusCode).toBe(200);
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error).toBe(
      'Deze machtiging wordt niet meer gebruikt; hier hoef je niets te wijzigen.',
    );
    const { mandate, renewed } = response.json().data;
    expect(renewed).toBe(true);
    expect(mandate).toMatchObject({
      status: 'valid',
      ibanMasked: 'NL** **** **** **** 4567',
      signedAt: '2026-11-21',
      signedPlace: 'Utrecht',
      signatureMethod: 'web_consent',
      amendmentPending: false,
      subscriptionCount: 1,
    });
    expect(mandate.reference).not.toBe(expired.reference);
    expect(await mandateRow(expired.id)).toMatchObject({ status: 'expired', iban: ABN });
    const mandateOf = async (id: string) =>
      (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]?.mandateId;
    expect(await mandateOf(active.id)).toBe(mandate.id);
    expect(await mandateOf(cancelled.id)).toBe(expired.id);
    // The unpaid invoice is collected under the new mandate; a paid one keeps the mandate it was paid under.
    const invoiceMandate = async (id: string) =>
      (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]?.mandateId;
    expect(await invoiceMandate(unpaid.id)).toBe(mandate.id);
    expect(await invoiceMandate(paid.id)).toBe(expired.id);
    const emails = await outboxTo('machtiging-verlopen@example.nl');
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.subject).toBe('Bevestiging van je nieuwe machtiging voor automatische incasso');
    expect(email?.textBody).toContain(`Die vervangt machtiging ${expired.reference}`);

    // The old mandate is now history, and only one successor was made.
    const list = await call('GET', '/api/mandates');
    expect(list.json().data.mandates.map((row: { changeMode: string }) => row.changeMode)).toEqual([
      'amend',
      'unused',
    ]);
  });

  it('leaves a mandate of a deceased account holder (MD07) to our staff', async () => {
    const { user, call } = await customer('machtiging-md07@example.nl');
    const mandate = await insertMandate(t.database.db, user.id, { iban: ABN, status: 'invalid' });
    await insertSubscription(t.database.db, {
      userId: user.id,
      packageId: hosting.id,
      mandateId: mandate.id,
    });
    await returnedCollection(user.id, mandate.id, 'MD07');
    const response = await call('PUT', `/api/mandates/${mandate.id}/iban`, consent(ING));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(
      'Deze machtiging handelen we persoonlijk met je af. Neem contact met ons op.',
    );
    expect(await mandateRow(mandate.id)).toMatchObject({ iban: ABN, status: 'invalid' });
  });

  it('sends the amendment with the next collection, after which it is no longer pending', async () => {
    const { user, call } = await customer('machtiging-incasso@example.nl');
    const mandate = await insertMandate(t.database.db, user.id, {
      iban: ABN,
      firstCollectionDone: true,
      lastCollectionDate: '2026-10-05',
    });
    await insertInvoice(t.database.db, {
      userId: user.id,
      mandateId: mandate.id,
      issueDate: '2026-11-01',
      dueDate: '2026-11-15',
      sentAt: new Date('2026-11-01T09:00:00Z'),
    });
    await call('PUT', `/api/mandates/${mandate.id}/iban`, consent(ING));

    const admin = await insertAdmin(t.database.db, { email: 'machtiging-admin@example.nl' });
    const adminToken = (await t.login(admin.email, 'Test!2026pass')).token;
    const created = await t.inject({
      method: 'POST',
      url: '/api/admin/sepa-batches',
      headers: bearer(adminToken),
    });
    expect(created.statusCode).toBe(201);
    const file = await t.inject({
      method: 'GET',
      url: `/api/admin/sepa-batches/${created.json().data.batch.id}/file`,
      headers: bearer(adminToken),
    });
    const transaction = readPain008(file.body)
      .paymentInformations.flatMap((information) => information.transactions)
      .find((candidate) => candidate.mandateId === mandate.reference);
    // ABN AMRO → ING is a move to another bank: the file says 'SMNDA' rather than the old account.
    expect(transaction).toMatchObject({ debtorIban: ING, amendment: { otherBank: true } });
    expect(await mandateRow(mandate.id)).toMatchObject({ iban: ING, amendmentPending: false });
  });
});
