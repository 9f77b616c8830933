import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companySettings, invoices, subscriptions } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import { camt053 } from '../sepa/camt-test-support.ts';

let t: TestApp;
let packageId: string;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-12-05T08:00:00Z') });
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  packageId = (await insertPackage(t.database.db)).id;
  await insertAdmin(t.database.db, {
    email: 'collection.center@example.nl',
    firstname: 'Femke',
    lastname: 'Visser',
  });
  await insertUser(t.database.db, { email: 'gewone.klant@example.nl' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const at = (date: string) => t.clock.set(new Date(`${date}T08:00:00Z`));
// The clock moves by weeks: log in again each time so the access token is fresh.
const admin = async () => bearer((await t.login('collection.center@example.nl', 'Test!2026pass')).token);
const call = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.inject({ method, url, headers: await admin(), payload });

async function overdue(
  email: string,
  dueDate: string,
  cents: number,
  extra: { company?: string; kvkNumber?: string } = {},
) {
  const customer = await insertUser(db(), {
    email,
    firstname: 'Noor',
    lastname: email.split('@')[0],
    ...extra,
  });
  const subscription = await insertSubscription(db(), {
    userId: customer.id,
    packageId,
    startDate: '2026-09-01',
  });
  const { invoice } = await insertInvoice(db(), {
    userId: customer.id,
    subscriptionId: subscription.id,
    issueDate: '2026-09-15',
    dueDate,
    status: 'overdue',
    paymentType: 'bank_transfer',
    lines: [{ description: 'Hosting', unitPriceCents: Math.round(cents / 1.21) }],
  });
  return { customer, subscription, invoice };
}

describe('Collection Center and letters', () => {
  it('lists the cases with SPEC fields, filters, sorting, paging and stats; customers are refused', async () => {
    await overdue('klein@example.nl', '2026-11-25', 1815);
    await overdue('groot@example.nl', '2026-09-20', 30_250);
    expect((await call('POST', '/api/admin/collections/run')).json().data).toMatchObject({
      opened: 2,
      reminders: 2,
    });

    const list = (await call('GET', '/api/admin/collections/cases')).json().data;
    expect(list.stats).toMatchObject({ overdueAccounts: 2, overdueAmountCents: 32_065, highRiskAccounts: 1 });
    expect(list.cases.map((row: { email: string }) => row.email)).toEqual([
      'groot@example.nl',
      'klein@example.nl',
    ]);
    expect(list.cases[0]).toMatchObject({
      daysOverdue: 76,
      riskLevel: 'critical',
      collectionStage: 'first_reminder',
      collectionStatus: 'none',
      contactAttempts: 1,
      isServiceSuspended: false,
      outstandingAmount: 30_250,
    });
    const filtered = async (query: string) =>
      (await call('GET', `/api/admin/collections/cases?${query}`))
        .json()
        .data.cases.map((row: { email: string }) => row.email);
    expect(await filtered('amountBand=low')).toEqual(['klein@example.nl']);
    expect(await filtered('riskLevel=critical')).toEqual(['groot@example.nl']);
    expect(await filtered('search=KLEIN')).toEqual(['klein@example.nl']);
    expect(await filtered('sortBy=outstandingAmount&sortOrder=asc')).toEqual([
      'klein@example.nl',
      'groot@example.nl',
    ]);
    const second = (await call('GET', '/api/admin/collections/cases?limit=1&page=2')).json().data;
    expect(second.pagination).toEqual({ page: 2, limit: 1, totalItems: 2, totalPages: 2 });
    // Past the last page there is no row to carry the window count: the total is counted on its own.
    const beyond = (await call('GET', '/api/admin/collections/cases?limit=1&page=5')).json().data;
    expect(beyond).toMatchObject({ cases: [], pagination: { totalItems: 2 } });
    expect((await call('GET', '/api/admin/collections/cases?stage=somewhere')).statusCode).toBe(422);

    // Paid since the last dunning run: the case stays open until the next one, its invoice is no longer among
    // the unpaid ones. The page of ids and the name sort (every row derived) show it alike.
    const klein = list.cases.find((row: { email: string }) => row.email === 'klein@example.nl');
    await db()
      .update(invoices)
      .set({ status: 'paid', paidCents: 1815 })
      .where(eq(invoices.id, klein.invoiceId));
    const paidMeanwhile = async (query: string) =>
      (await call('GET', `/api/admin/collections/cases?${query}`)).json().data.cases;
    const byDays = await paidMeanwhile('');
    const byName = await paidMeanwhile('sortBy=customerName&sortOrder=asc');
    expect(byDays.map((row: { email: string }) => row.email)).toEqual([
      'groot@example.nl',
      'klein@example.nl',
    ]);
    expect(byName).toEqual(byDays);
    expect(byDays[1]).toMatchObject({
      invoiceNumber: klein.invoiceNumber,
      outstandingAmount: 0,
      riskLevel: 'low',
    });
    await db()
      .update(invoices)
      .set({ status: 'overdue', paidCents: 0 })
      .where(eq(invoices.id, klein.invoiceId));

    const customer = bearer((await t.login('gewone.klant@example.nl', 'Test!2026pass')).token);
    for (const url of [
      '/api/admin/collections/cases',
      '/api/admin/letters',
      '/api/admin/collections/settings',
    ]) {
      expect((await t.inject({ method: 'GET', url, headers: customer })).statusCode).toBe(403);
    }
    const actions = (await call('GET', '/api/admin/collections/actions?limit=5')).json().data.actions;
    expect(actions[0]).toMatchObject({
      action: 'reminder_sent',
      performedBy: 'Automatisch',
      result: 'success',
    });
  });

  it('moves a stage by hand with a note, refuses to close an open claim, and does it in bulk', async () => {
    const { invoice } = await overdue('handmatig@example.nl', '2026-11-01', 5000);
    await call('POST', '/api/admin/collections/run');
    const [row] = (await call('GET', '/api/admin/collections/cases?search=handmatig')).json().data.cases;
    const moved = await call('PATCH', `/api/admin/collections/cases/${row.id}/stage`, {
      stage: 'second_reminder',
      note: 'Klant belde: betaalt vrijdag',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.case.collectionStage).toBe('second_reminder');
    const closing = await call('PATCH', `/api/admin/collections/cases/${row.id}/stage`, {
      stage: 'resolved',
    });
    expect(closing.statusCode).toBe(409);
    expect(closing.json().error).toContain('openstaand bedrag');
    const actions = (await call('GET', '/api/admin/collections/actions?limit=1')).json().data.actions;
    expect(actions[0]).toMatchObject({ action: 'stage_changed', performedBy: 'Femke Visser' });
    expect(actions[0].description).toContain('Klant belde: betaalt vrijdag');

    const bulk = await call('POST', '/api/admin/collections/cases/bulk-stage', {
      caseIds: [row.id, '7c9e6679-7425-40de-944b-e07fc1f90ae7'],
      stage: 'final_notice',
    });
    expect(bulk.json().data).toEqual({
      done: 1,
      skipped: [
        {
          id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
          reason: 'Dossier niet gevonden',
          code: 'NOT_FOUND',
          refusal: 'case_not_found',
        },
      ],
    });
    const [still] = await db().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(still?.status).toBe('overdue');
  });

  it('suspends in bulk only after the last reminder and, for a consumer, the notice’s term; the rest is skipped with its reason', async () => {
    at('2026-12-05');
    await overdue('opschorten.vroeg@example.nl', '2026-11-25', 1815);
    await overdue('opschorten.consument@example.nl', '2026-10-01', 6050);
    const business = await overdue('opschorten.zakelijk@example.nl', '2026-10-01', 6050, {
      company: 'Opschort BV',
      kvkNumber: '12345678',
    });
    await call('POST', '/api/admin/collections/run');
    const caseOf = async (search: string) =>
      (await call('GET', `/api/admin/collections/cases?search=${search}`)).json().data.cases[0];
    const early = await caseOf('opschorten.vroeg');
    const consumer = await caseOf('opschorten.consument');
    const company = await caseOf('opschorten.zakelijk');
    for (const row of [consumer, company])
      await call('PATCH', `/api/admin/collections/cases/${row.id}/stage`, { stage: 'final_notice' });
    const unknown = '7c9e6679-7425-40de-944b-e07fc1f90ae8';

    const response = await call('POST', '/api/admin/collections/cases/bulk-suspend', {
      caseIds: [early.id, consumer.id, company.id, unknown],
    });
    expect(response.statusCode).toBe(200);
    // Each with the Dutch text for API clients and the reason the Collection Center words in English.
    expect(response.json().data).toEqual({
      done: 1,
      skipped: [
        {
          id: early.id,
          reason: 'Opschorten kan pas na de laatste aanmaning',
          code: 'CONFLICT',
          refusal: 'suspend_after_last_reminder',
        },
        {
          id: consumer.id,
          reason: 'De betaaltermijn van de 14-dagenbrief is nog niet verstreken',
          code: 'CONFLICT',
          refusal: 'notice_term_running',
        },
        {
          id: unknown,
          reason: 'Dossier niet gevonden of al afgesloten',
          code: 'NOT_FOUND',
          refusal: 'case_not_open',
        },
      ],
    });
    const [suspended] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, business.subscription.id));
    expect(suspended?.status).toBe('suspended');
  });

  it('writes the 14-dagenbrief by hand, refuses the fee before its term, charges it after, and is paid by reference', async () => {
    at('2026-12-05');
    const { customer, subscription, invoice } = await overdue('brieven@example.nl', '2026-11-10', 12_100);
    const notice = await call('POST', `/api/admin/letters/notice/${customer.id}`, { sendEmail: true });
    expect(notice.statusCode).toBe(201);
    expect(notice.json().data.letter).toMatchObject({
      letterType: 'notice',
      collectionStatus: 'notice_sent',
      principalCents: 12_100,
      feeCents: 4000,
      totalAmount: 12_100,
      termEndDate: '2026-12-21',
      paymentReceived: false,
      invoiceNumbers: [invoice.invoiceNumber],
    });
    const letterId = notice.json().data.letter.id;
    expect((await call('POST', `/api/admin/letters/notice/${customer.id}`, {})).statusCode).toBe(409);

    const early = await call('POST', `/api/admin/letters/collection/${customer.id}`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toContain('loopt tot en met 21 december 2026');

    const pdf = await call('GET', `/api/admin/letters/${letterId}/download-direct`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(notice.json().data.letter.sha256);
    const token = (await call('POST', `/api/admin/letters/${letterId}/download-token`)).json().data;
    const once = await t.inject({ method: 'GET', url: token.downloadUrl });
    expect(once.statusCode).toBe(200);
    expect(once.rawPayload.equals(pdf.rawPayload)).toBe(true);
    expect((await t.inject({ method: 'GET', url: token.downloadUrl })).statusCode).toBe(404);

    at('2026-12-22');
    const collection = await call('POST', `/api/admin/letters/collection/${customer.id}`, {
      sendEmail: false,
    });
    expect(collection.statusCode).toBe(201);
    const charged = collection.json().data.letter;
    expect(charged).toMatchObject({ letterType: 'collection', feeCents: 4000, totalAmount: 16_100 });
    await db()
      .update(subscriptions)
      .set({ status: 'suspended', serviceStatus: 'suspended' })
      .where(eq(subscriptions.id, subscription.id));

    const lookup = (
      await call('GET', `/api/admin/payments/search/${charged.paymentReference.toLowerCase()}`)
    ).json().data;
    expect(lookup.billingLetter).toMatchObject({
      id: charged.id,
      letterType: 'collection',
      totalAmount: 16_100,
    });
    // Art. 6:44 BW: the first EUR 50 pays the fee (EUR 40), then EUR 10 of the invoice.
    const part = await call('POST', `/api/admin/payments/${charged.id}/mark-paid`, {
      amount: 5000,
      reactivateSubscription: true,
    });
    expect(part.json().data).toMatchObject({
      openCents: 11_100,
      invoiceStatus: 'overdue',
      subscriptionReactivated: false,
    });
    const rest = await call('POST', `/api/admin/payments/${charged.id}/mark-paid`, {
      amount: 11_100,
      reactivateSubscription: true,
    });
    expect(rest.json().data).toMatchObject({
      openCents: 0,
      invoiceStatus: 'paid',
      subscriptionReactivated: true,
    });
    const letters = (await call('GET', `/api/admin/letters/customer/${customer.id}`)).json().data.letters;
    expect(
      letters.map((letter: { letterType: string; paymentReceived: boolean; feePaidCents: number }) => [
        letter.letterType,
        letter.paymentReceived,
        letter.feePaidCents,
      ]),
    ).toEqual([
      ['collection', true, 4000],
      ['notice', true, 0],
    ]);
    const again = await call('POST', `/api/admin/payments/${charged.id}/mark-paid`, { amount: 100 });
    expect(again.statusCode).toBe(409);
    expect(
      (await call('GET', '/api/admin/letters?letterType=collection&paymentReceived=true')).json().data
        .pagination.totalItems,
    ).toBe(1);
    // The SEPA screen counts the letters the collection process wrote.
    const statistics = (await call('GET', '/api/admin/sepa-statistics')).json().data;
    expect(statistics.collectionEfforts.lettersGenerated).toBeGreaterThanOrEqual(2);
  });

  it('keeps the schedule and the templates, refusing what would break them', async () => {
    const settings = (await call('GET', '/api/admin/collections/settings')).json().data;
    expect(settings).toMatchObject({ firstReminderDays: 7, finalNoticeDays: 21, noticeChannel: 'email' });
    const tooEarly = await call('PUT', '/api/admin/collections/settings', {
      ...settings,
      collectionLetterDays: 30,
    });
    expect(tooEarly.statusCode).toBe(422);
    const saved = await call('PUT', '/api/admin/collections/settings', {
      ...settings,
      noticeChannel: 'post',
    });
    expect(saved.json().data.noticeChannel).toBe('post');

    const templates = (await call('GET', '/api/admin/collections/templates')).json().data;
    expect(templates.templates.map((template: { key: string }) => template.key)).toEqual([
      'first_reminder',
      'second_reminder',
      'final_notice',
      'suspension_notice',
      'legal_notice',
    ]);
    const typo = await call('PUT', '/api/admin/collections/templates/first_reminder', {
      subject: 'Hoi',
      body: 'Hoi {{klantnaam}}',
    });
    expect(typo.statusCode).toBe(422);
    expect(typo.json().error).toContain('{{klantnaam}}');
    const preview = await call('POST', '/api/admin/collections/templates/first_reminder/preview', {
      subject: 'Herinnering voor {{customerName}}',
      body: 'Betaal {{totalAmount}} o.v.v. {{paymentReference}}',
    });
    expect(preview.json().data.subject).toBe('Herinnering voor Sanne');
    // A text without {{payOnline}} still offers the pay link, at its end (issue 29: every reminder).
    expect(preview.json().data.body).toMatch(
      /^Betaal € 18,15 o\.v\.v\. PAY-2026-0042\n\nBetaal direct online met iDEAL .*\n\S+\/betalen\//,
    );
    const stored = await call('PUT', '/api/admin/collections/templates/first_reminder', {
      subject: 'Herinnering voor {{customerName}}',
      body: 'Betaal {{totalAmount}}',
    });
    expect(stored.json().data.template).toMatchObject({
      customised: true,
      subject: 'Herinnering voor {{customerName}}',
    });
  });

  it('exports the cases as CSV and Excel, and writes bulk letters per customer', async () => {
    const csv = await call('GET', '/api/admin/collections/export?format=csv&search=groot');
    expect(csv.headers['content-disposition']).toMatch(/incassodossiers-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Klant;E-mail;Factuur');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('groot@example.nl');
    // Labels, not the enum values (issue 20): risk and stage read as words.
    const cells = lines[1]?.split(';') ?? [];
    expect(cells[8]).toMatch(/^(Laag|Gemiddeld|Hoog|Kritiek)$/);
    expect(cells[9]).toMatch(
      /^(Eerste melding|Eerste herinnering|Tweede herinnering|Aanmaning|Juridische stappen)$/,
    );
    expect(lines[1]).not.toMatch(/(^|;)("?)([a-z]+_[a-z_]+|low|medium|high|critical)\2(;|$)/);
    const xlsx = await call('GET', '/api/admin/collections/export?format=xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    at('2026-12-23');
    const business = await overdue('bedrijf.bulk@example.nl', '2026-11-01', 6050, {
      company: 'Visser B.V.',
      kvkNumber: '12345678',
    });
    const consumer = await overdue('consument.bulk@example.nl', '2026-11-01', 6050);
    const bulk = await call('POST', '/api/admin/generate-bulk-letters', {
      subscriptionIds: [business.subscription.id, consumer.subscription.id],
      letterType: 'notice',
      sendEmail: false,
    });
    expect(bulk.json().data).toMatchObject({ successCount: 1, errorCount: 1, totalProcessed: 2 });
    // A subscription without a letter is skipped as in every bulk result: its text, code and reason.
    expect(bulk.json().data.skipped).toEqual([
      {
        id: business.subscription.id,
        reason: expect.stringContaining('alleen voor consumenten'),
        code: 'CONFLICT',
        refusal: 'notice_business_customer',
      },
    ]);
  });

  it('books a bank transfer quoting a letter’s reference on the letter, once', async () => {
    at('2026-12-05');
    const { customer, invoice } = await overdue('overboeking.brief@example.nl', '2026-11-10', 6050);
    const letter = (
      await call('POST', `/api/admin/letters/notice/${customer.id}`, { sendEmail: false })
    ).json().data.letter;
    const entry = (messageId: string) =>
      camt053(messageId, [
        {
          amount: '60.50',
          creditDebit: 'CRDT',
          family: 'RCDT',
          endToEndId: 'TRF-BRIEF-1',
          remittance: `Betaling ${letter.paymentReference}`,
        },
      ]);
    const first = await call('POST', '/api/admin/bank-files', {
      fileName: 'brief.xml',
      content: entry('BRIEF-1'),
    });
    expect(first.json().data.lines[0]).toMatchObject({
      outcome: 'matched',
      action: `Overboeking voor brief ${letter.letterNumber} geboekt`,
    });
    const [paid] = await db().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(paid).toMatchObject({ status: 'paid', paidCents: 6050 });
    const again = await call('POST', '/api/admin/bank-files', {
      fileName: 'brief-054.xml',
      content: entry('BRIEF-2'),
    });
    expect(again.json().data.lines[0]).toMatchObject({ outcome: 'already_known' });
    expect((await call('GET', `/api/admin/letters/${letter.id}/download-direct`)).statusCode).toBe(200);
    const record = (await call('GET', `/api/admin/letters/customer/${customer.id}`)).json().data.letters[0];
    expect(record.paymentReceived).toBe(true);
  });

  it('previews letters with the count and the fees the server would charge, writing nothing (issue 20)', async () => {
    at('2026-12-05');
    const business = await overdue('preview.bedrijf@example.nl', '2026-10-01', 30_250, {
      company: 'Preview B.V.',
      kvkNumber: '87654321',
    });
    const consumer = await overdue('preview.consument@example.nl', '2026-10-01', 6050);
    const preview = async (body: object) => call('POST', '/api/admin/letters/preview', body);
    const subscriptionIds = [business.subscription.id, consumer.subscription.id];

    const collection = (await preview({ letterType: 'collection', subscriptionIds })).json().data;
    // BIK staffel: 15% of EUR 302.50 is EUR 45.37; the consumer has had no 14-dagenbrief yet.
    expect(collection).toMatchObject({
      letterType: 'collection',
      letterCount: 1,
      customerCount: 1,
      principalCents: 30_250,
      feeCents: 4537,
      letters: [{ customerId: business.customer.id, feeCents: 4537 }],
      // The refusal's reason travels with the text, so a screen words it in its own language (issue 20).
      skipped: [
        {
          id: consumer.subscription.id,
          reason: expect.stringContaining('Stuur eerst een 14-dagenbrief'),
          code: 'CONFLICT',
          refusal: 'collection_letter_needs_notice',
        },
      ],
    });
    const notice = (
      await preview({ letterType: 'notice', customerIds: [consumer.customer.id, business.customer.id] })
    ).json().data;
    expect(notice).toMatchObject({ letterCount: 1, feeCents: 4000, principalCents: 6050 });
    expect(notice.skipped[0]).toMatchObject({
      id: business.customer.id,
      refusal: 'notice_business_customer',
    });
    expect((await preview({ letterType: 'notice' })).statusCode).toBe(422);

    // Nothing was written: the letters go out as previewed.
    expect(
      (await call('GET', `/api/admin/letters/customer/${business.customer.id}`)).json().data.letters,
    ).toEqual([]);
    const written = await call('POST', '/api/admin/generate-bulk-letters', {
      subscriptionIds,
      letterType: 'collection',
      sendEmail: false,
    });
    expect(written.json().data).toMatchObject({ successCount: 1, errorCount: 1 });
    // The letters skip what the preview said they would, for the same reason.
    expect(written.json().data.skipped).toEqual(collection.skipped);
    const letters = (await call('GET', `/api/admin/letters/customer/${business.customer.id}`)).json().data
      .letters;
    expect(letters.map((letter: { feeCents: number }) => letter.feeCents)).toEqual([4537]);
  });
});
