import { createHash } from 'node:crypto';
import { formatCents } from '@hostportaal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/test-app.ts';
import {
  arrangementConfirmations,
  collectionCases,
  collectionLetters,
  emailOutbox,
  invoices,
  payments,
  subscriptions,
} from '../../db/schema/index.ts';
import { insertAdmin } from '../../db/seed/user-factory.ts';
import {
  type ClaimsApp,
  expectMoneyAddsUp,
  openClaimsApp,
  statementOf,
  uploadBankFile,
} from '../claims/claim-test-scenario.ts';
import { runDunning } from '../collections/dunning-run.ts';
import { overdueDebtor } from './arrangement-test-debtor.ts';

// Payment arrangements through HTTP (issue 30): a customer with overdue invoices proposes instalments within
// the company rules and has the arrangement at once; outside them it goes to staff. While it runs the dunning
// run leaves the claims alone; instalments paid by transfer (bank file), by hand and ahead are booked on
// the claims, costs first; a missed instalment is reminded and then lapses the arrangement, and the claims go
// back to the dunning run at the stage they had reached.

let app: ClaimsApp;
const at = (date: string) => app.t.clock.set(new Date(`${date}T08:00:00Z`));
/** A consumer paying by transfer with two overdue invoices of € 60,50 each (€ 121,00 together). */
const debtor = (options: { suspended?: boolean } = {}) => overdueDebtor(app, options);

const invoiceRow = async (id: string) =>
  (await app.t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const mails = async (userId: string, template: string) =>
  app.t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.template, template)));

beforeAll(async () => {
  app = await openClaimsApp(new Date('2026-12-07T08:00:00Z'));
});
afterAll(async () => {
  await app.t.close();
});

describe('a customer proposes an arrangement', () => {
  it('within the rules: the choices, the schedule first, then active at once with its confirmation', async () => {
    at('2026-12-07');
    const {
      customer,
      invoices: [first, second],
      portal,
    } = await debtor();
    const options = await portal('GET', '/api/arrangements/options');
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().data).toMatchObject({
      totalCents: 12_100,
      choices: [2, 3, 4],
      notEligible: null,
      methods: ['transfer'],
      current: null,
    });
    expect(options.json().data.claims.map((claim: { label: string }) => claim.label)).toEqual([
      first?.invoiceNumber,
      second?.invoiceNumber,
    ]);

    const body = { instalments: 3, firstDueDate: '2026-12-14', method: 'transfer' };
    const preview = await portal('POST', '/api/arrangements/preview', body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      totalCents: 12_100,
      breaches: [],
      instalments: [
        { sequence: 1, amountCents: 4033, dueDate: '2026-12-14' },
        { sequence: 2, amountCents: 4033, dueDate: '2027-01-14' },
        { sequence: 3, amountCents: 4034, dueDate: '2027-02-14' },
      ],
    });

    const created = await portal('POST', '/api/arrangements', body);
    expect(created.statusCode, created.body).toBe(201);
    const arrangement = created.json().data;
    expect(arrangement).toMatchObject({
      status: 'active',
      origin: 'customer',
      totalCents: 12_100,
      paidCents: 0,
    });
    expect(arrangement.number).toMatch(/^BR-2026-\d{6}$/);
    expect(arrangement.instalments.map((i: { paymentReference: string }) => i.paymentReference)).toEqual([
      expect.stringMatching(/^PAY-2026-\d+$/),
      expect.stringMatching(/^PAY-2026-\d+$/),
      expect.stringMatching(/^PAY-2026-\d+$/),
    ]);

    // The confirmation: mailed with the PDF, stored with its hash, the same bytes on every download.
    const [agreed] = await mails(customer.id, 'arrangement_agreed');
    expect(agreed?.subject).toBe(`Je betalingsregeling ${arrangement.number} is afgesproken`);
    expect(agreed?.textBody).toContain('7 dagen na de vervaldatum');
    expect(agreed?.attachments).toEqual([
      expect.objectContaining({
        kind: 'arrangement_confirmation_pdf',
        filename: `${arrangement.number}.pdf`,
      }),
    ]);
    const download = await portal('GET', `/api/arrangements/${arrangement.id}/confirmation`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [stored] = await app.t.database.db
      .select()
      .from(arrangementConfirmations)
      .where(eq(arrangementConfirmations.arrangementId, arrangement.id));
    expect(stored?.sha256).toBe(createHash('sha256').update(download.rawPayload).digest('hex'));
    expect((await portal('GET', `/api/arrangements/${arrangement.id}/confirmation`)).rawPayload).toEqual(
      download.rawPayload,
    );

    // The dashboard's "Alles betalen" leaves alone what the arrangement holds: its instalments pay it.
    const summary = await portal('GET', '/api/dashboard/summary');
    expect(summary.json().data.openInvoices).toMatchObject({
      count: 2,
      amountCents: 12_100,
      heldCents: 12_100,
    });

    // A second one while it runs is refused, and another customer cannot read it.
    const again = await portal('POST', '/api/arrangements', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('arrangement_exists');
    const other = await debtor();
    expect((await other.portal('GET', `/api/arrangements/${arrangement.id}/confirmation`)).statusCode).toBe(
      404,
    );
    expect((await other.portal('GET', '/api/admin/arrangements')).statusCode).toBe(403);
  });

  it('outside the rules: a proposal for staff, who approve it; the claims wait meanwhile', async () => {
    at('2026-12-07');
    const { customer, portal } = await debtor();
    const created = await portal('POST', '/api/arrangements', {
      instalments: 8,
      firstDueDate: '2026-12-20',
      method: 'transfer',
      note: 'Ik ben mijn baan kwijt',
    });
    expect(created.statusCode, created.body).toBe(201);
    const proposal = created.json().data;
    expect(proposal.status).toBe('proposed');
    expect(proposal.breaches.map((breach: { code: string }) => breach.code)).toEqual([
      'arrangement_too_many_instalments',
      'arrangement_instalment_too_small',
    ]);
    expect((await mails(customer.id, 'arrangement_proposed')).length).toBe(1);
    // No confirmation before anything is agreed.
    expect((await portal('GET', `/api/arrangements/${proposal.id}/confirmation`)).statusCode).toBe(404);

    const approved = await app.admin('POST', `/api/admin/arrangements/${proposal.id}/approve`, { note: '' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('active');
    expect((await mails(customer.id, 'arrangement_approved'))[0]?.attachments).toHaveLength(1);
    const twice = await app.admin('POST', `/api/admin/arrangements/${proposal.id}/approve`, { note: '' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().reason).toBe('arrangement_not_proposed');
  });

  it('refuses a schedule nobody may agree, and one claim at a time', async () => {
    at('2026-12-07');
    const {
      invoices: [first],
      portal,
    } = await debtor();
    const past = await portal('POST', '/api/arrangements', {
      instalments: 3,
      firstDueDate: '2026-12-01',
      method: 'transfer',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().reason).toBe('arrangement_first_due_past');
    const sepa = await portal('POST', '/api/arrangements', {
      instalments: 3,
      firstDueDate: '2026-12-14',
      method: 'sepa',
    });
    expect(sepa.statusCode).toBe(409);
    expect(sepa.json().reason).toBe('arrangement_no_mandate');
    const foreign = await debtor();
    const notMine = await portal('POST', '/api/arrangements', {
      claimIds: [foreign.invoices[0]?.id],
      instalments: 2,
      firstDueDate: '2026-12-14',
      method: 'transfer',
    });
    expect(notMine.statusCode).toBe(409);
    expect(notMine.json().reason).toBe('arrangement_claim_not_open');
    // Five at once: one arrangement.
    const body = { claimIds: [first?.id], instalments: 2, firstDueDate: '2026-12-14', method: 'transfer' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => portal('POST', '/api/arrangements', body)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('while an arrangement runs', () => {
  it('the dunning run leaves its claims alone; transfers, hand bookings and paying ahead are booked; missing one lapses it', async () => {
    at('2026-12-07');
    const {
      customer,
      subscription,
      invoices: [first, second],
      portal,
    } = await debtor({ suspended: true });
    // The dunning run has the claims in hand already: a case at its first reminder.
    await runDunning(app.t.database.db, { now: app.t.clock.now(), publicUrl: 'http://portal.test' });
    const stagesBefore = await app.t.database.db
      .select({ stage: collectionCases.stage })
      .from(collectionCases)
      .where(eq(collectionCases.userId, customer.id));
    expect(stagesBefore.length).toBe(2);

    const created = await portal('POST', '/api/arrangements', {
      instalments: 3,
      firstDueDate: '2026-12-14',
      method: 'transfer',
    });
    expect(created.statusCode, created.body).toBe(201);
    const arrangement = created.json().data;
    const [one, two] = arrangement.instalments;

    // The covered claims: not dunned, and they say why.
    at('2026-12-28');
    const mailsBefore = (
      await app.t.database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, customer.id))
    ).length;
    await runDunning(app.t.database.db, { now: app.t.clock.now(), publicUrl: 'http://portal.test' });
    const mailsAfter = await app.t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.userId, customer.id));
    expect(mailsAfter.length).toBe(mailsBefore);
    const cases = await app.admin('GET', `/api/admin/collections/cases?search=${customer.email}`);
    expect(cases.json().data.cases[0]).toMatchObject({
      nextStepCode: 'in_arrangement',
      nextActor: 'arrangement',
      arrangement: { number: arrangement.number, status: 'active', nextInstalment: { sequence: 1 } },
    });

    // Instalment 1 by transfer quoting its reference: the oldest invoice first.
    at('2026-12-14');
    const statement = statementOf('ing', [
      {
        kind: 'credit-transfer',
        amountCents: one.amountCents,
        remittance: `termijn ${one.paymentReference}`,
      },
    ]);
    const imported = await uploadBankFile(app, 'camt.053.001.02', statement);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data.lines[0]).toMatchObject({
      outcome: 'matched',
      actionCode: 'arrangement_transfer_booked',
      actionParams: { arrangementNumber: arrangement.number },
    });
    expect(await invoiceRow(first?.id ?? '')).toMatchObject({ paidCents: 4033, status: 'overdue' });
    // The same statement again books nothing.
    expect((await uploadBankFile(app, 'camt.053.001.02', statement)).statusCode).toBe(200);
    const onFirst = await app.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, first?.id ?? ''));
    expect(onFirst.map((payment) => [payment.amountCents, payment.reference])).toEqual([
      [4033, one.paymentReference],
    ]);

    // The first instalment is paid: the suspended service comes back on (the company default).
    const [service] = await app.t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    expect(service?.status).toBe('active');

    // Paying ahead by hand: € 50,00 pays instalment 2 and part of 3. Five identical requests (one intent, one
    // Idempotency-Key) book it once.
    const cashier = await insertAdmin(app.t.database.db, {
      email: `kassa-${customer.id.slice(0, 8)}@hostportaal.test`,
      role: 'finance',
    });
    const { token } = await app.t.login(cashier.email, 'Test!2026pass');
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.t.inject({
          method: 'POST',
          url: `/api/admin/arrangements/${arrangement.id}/payments`,
          headers: { ...bearer(token), 'idempotency-key': key },
          payload: { amountCents: 5000, method: 'bank_transfer', note: 'Contant aan de balie' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const paidAhead = answers[4] as (typeof answers)[number];
    expect(paidAhead.statusCode, paidAhead.body).toBe(200);
    expect(paidAhead.json().data).toMatchObject({ paidCents: 9033, remainingCents: 3067 });
    expect(paidAhead.json().data.instalments.map((i: { state: string }) => i.state)).toEqual([
      'paid',
      'paid',
      'partly_paid',
    ]);
    expect(two.sequence).toBe(2);
    const bookedOnce = await app.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, second?.id ?? ''));
    expect(bookedOnce.map((payment) => payment.amountCents)).toEqual([2983]);
    expect(await invoiceRow(first?.id ?? '')).toMatchObject({ status: 'paid' });
    expect(await invoiceRow(second?.id ?? '')).toMatchObject({ paidCents: 2983 });

    // Instalment 3 is not paid: a reminder after the grace days, the lapse after the next grace period.
    at('2027-02-22');
    // (The run goes over every arrangement; the other tests' arrangements lapse here too.)
    const reminded = await app.admin('POST', '/api/admin/arrangements/run');
    expect(reminded.json().data.failures).toEqual([]);
    expect((await app.admin('GET', `/api/admin/arrangements/${arrangement.id}`)).json().data.status).toBe(
      'active',
    );
    expect((await mails(customer.id, 'arrangement_reminder'))[0]?.textBody).toContain(
      'Is de termijn op 28 februari 2027 nog niet betaald',
    );
    at('2027-02-23');
    await app.admin('POST', '/api/admin/arrangements/run');
    expect(await mails(customer.id, 'arrangement_reminder')).toHaveLength(1);
    at('2027-03-01');
    const lapsed = await app.admin('POST', '/api/admin/arrangements/run');
    expect(lapsed.json().data.lapsed).toBeGreaterThanOrEqual(1);
    const [lapseMail] = await mails(customer.id, 'arrangement_lapsed');
    expect(lapseMail?.subject).toBe(`Je betalingsregeling ${arrangement.number} is vervallen`);
    expect(lapseMail?.textBody).toContain(
      `Wat nog openstaat, ${formatCents(3067)}, is nu in één keer opeisbaar`,
    );
    const detail = await app.admin('GET', `/api/admin/arrangements/${arrangement.id}`);
    expect(detail.json().data.status).toBe('lapsed');
    expect(detail.json().data.events.map((event: { type: string }) => event.type)).toEqual([
      'created',
      'payment',
      'services_resumed',
      'payment',
      'reminded',
      'lapsed',
    ]);

    // Back in collection at the stage it had reached: the dunning run takes the claim on again.
    const casesAfter = await app.admin('GET', `/api/admin/collections/cases?search=${customer.email}`);
    expect(casesAfter.json().data.cases[0]).toMatchObject({ arrangement: null });
    expect(casesAfter.json().data.cases[0].nextStepCode).not.toBe('in_arrangement');
    const beforeDunning = (
      await app.t.database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, customer.id))
    ).length;
    await runDunning(app.t.database.db, { now: app.t.clock.now(), publicUrl: 'http://portal.test' });
    const afterDunning = await app.t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.userId, customer.id));
    expect(afterDunning.length).toBeGreaterThan(beforeDunning);
    const options = await portal('GET', '/api/arrangements/options');
    // A lapse in the last 12 months: no new arrangement by self-service under the default rules.
    expect(options.json().data).toMatchObject({ choices: [], notEligible: 'arrangement_recent_lapse' });
  });

  it('staff adjust the schedule (both kept) and end it', async () => {
    at('2026-12-07');
    const { customer } = await debtor();
    const claimsOffered = await app.admin('GET', `/api/admin/users/${customer.id}/arrangement-options`);
    const ids = claimsOffered.json().data.claims.map((claim: { id: string }) => claim.id);
    const created = await app.admin('POST', `/api/admin/users/${customer.id}/arrangements`, {
      claimIds: ids,
      instalments: 2,
      firstDueDate: '2026-12-10',
      method: 'transfer',
      note: '',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    const adjusted = await app.admin('POST', `/api/admin/arrangements/${id}/adjust`, {
      instalments: 4,
      firstDueDate: '2027-01-05',
      note: 'Klant belde',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json().data).toMatchObject({ scheduleVersion: 2 });
    expect(adjusted.json().data.instalments.map((i: { amountCents: number }) => i.amountCents)).toEqual([
      3025, 3025, 3025, 3025,
    ]);
    const detail = await app.admin('GET', `/api/admin/arrangements/${id}`);
    expect(detail.json().data.earlierSchedules).toEqual([
      {
        version: 1,
        instalments: [
          { sequence: 1, amountCents: 6050, dueDate: '2026-12-10' },
          { sequence: 2, amountCents: 6050, dueDate: '2027-01-10' },
        ],
      },
    ]);
    expect((await mails(customer.id, 'arrangement_adjusted'))[0]?.attachments).toEqual([
      expect.objectContaining({ filename: expect.stringMatching(/-schema-2\.pdf$/) }),
    ]);
    const ended = await app.admin('POST', `/api/admin/arrangements/${id}/end`, {
      reason: 'Op verzoek van de klant',
    });
    expect(ended.json().data.status).toBe('ended');
    expect(
      (await app.admin('POST', `/api/admin/arrangements/${id}/end`, { reason: 'nog eens' })).json().reason,
    ).toBe('arrangement_closed');
    const list = await app.admin('GET', `/api/admin/arrangements?userId=${customer.id}`);
    expect(list.json().data.arrangements).toHaveLength(1);
    expect(list.json().data.counts.ended).toBeGreaterThanOrEqual(1);
  });

  it('money beyond an arrangement of letter costs only is credit, which settles what else is open', async () => {
    at('2026-12-07');
    const {
      customer,
      invoices: [first, second],
    } = await debtor();
    const db = app.t.database.db;
    // The dunning run day by day until the incassobrief with its collection costs is written.
    for (let day = 0; day <= 45; day += 1) {
      app.t.clock.set(new Date(Date.UTC(2026, 11, 7 + day, 7)));
      await runDunning(db, { now: app.t.clock.now(), publicUrl: 'http://portal.test' });
    }
    const [letter] = await db
      .select()
      .from(collectionLetters)
      .where(and(eq(collectionLetters.userId, customer.id), eq(collectionLetters.letterType, 'collection')));
    expect(letter?.feeCents ?? 0).toBeGreaterThan(0);
    const fee = letter?.feeCents ?? 0;
    // Staff agree an arrangement over the letter's costs only; the invoices stay in collection.
    const created = await app.admin('POST', `/api/admin/users/${customer.id}/arrangements`, {
      claimIds: [letter?.id],
      instalments: 2,
      firstDueDate: '2027-01-25',
      method: 'transfer',
      note: '',
    });
    expect(created.statusCode, created.body).toBe(201);
    const arrangement = created.json().data;
    expect(arrangement.totalCents).toBe(fee);
    // A transfer quoting instalment 1 of € 30,00 more than the costs: the costs are paid, the rest is credit,
    // and the credit pays the oldest open invoice at once.
    const [one] = arrangement.instalments;
    const imported = await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('ing', [
        { kind: 'credit-transfer', amountCents: fee + 3000, remittance: `termijn ${one.paymentReference}` },
      ]),
    );
    expect(imported.json().data.lines[0]).toMatchObject({
      outcome: 'matched',
      actionCode: 'arrangement_transfer_booked',
      actionParams: { arrangementNumber: arrangement.number, creditCents: 3000 },
    });
    const detail = await app.admin('GET', `/api/admin/arrangements/${arrangement.id}`);
    expect(detail.json().data.status).toBe('completed');
    const paidFirst = await invoiceRow(first?.id ?? '');
    const paidSecond = await invoiceRow(second?.id ?? '');
    expect((paidFirst?.paidCents ?? 0) + (paidSecond?.paidCents ?? 0)).toBe(3000);
    await expectMoneyAddsUp(app, [customer]);
  });
});
