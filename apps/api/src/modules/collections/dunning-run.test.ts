import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { formatCents } from '@hostportaal/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer } from '../../../test/smtp-peer.ts';
import {
  bearer,
  createTestApp,
  jobDependencies,
  scheduledJob,
  type TestApp,
} from '../../../test/test-app.ts';
import {
  collectionActions,
  collectionCases,
  collectionLetters,
  companySettings,
  emailOutbox,
  invoices,
  subscriptions,
} from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import { startEmailDispatcher } from '../email/email-dispatcher.ts';
import { runDunning } from './dunning-run.ts';

let t: TestApp;
let packageId: string;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-21T08:00:00Z') });
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  packageId = (await insertPackage(t.database.db)).id;
  await insertAdmin(t.database.db, { email: 'incasso@example.nl' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const at = (date: string) => t.clock.set(new Date(`${date}T07:00:00Z`));
const run = () => runDunning(db(), { now: t.clock.now(), publicUrl: 'http://portal.test' });

/** A customer with a hosting subscription and one unpaid bank-transfer invoice of EUR 18.15, overdue. */
async function overdueCustomer(email: string, extra: { company?: string; vatId?: string } = {}) {
  const customer = await insertUser(db(), { email, firstname: 'Sanne', lastname: 'Visser', ...extra });
  const subscription = await insertSubscription(db(), {
    userId: customer.id,
    packageId,
    startDate: '2026-10-15',
  });
  const { invoice } = await insertInvoice(db(), {
    userId: customer.id,
    subscriptionId: subscription.id,
    issueDate: '2026-10-15',
    dueDate: '2026-11-01',
    status: 'overdue',
    paymentType: 'bank_transfer',
    lines: [{ description: 'Webhosting', unitPriceCents: 1500 }],
  });
  return { customer, subscription, invoice };
}

const mailsTo = (address: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(asc(emailOutbox.createdAt));
const caseOf = async (invoiceId: string) =>
  (await db().select().from(collectionCases).where(eq(collectionCases.invoiceId, invoiceId)))[0];
const lettersOf = (userId: string) =>
  db()
    .select()
    .from(collectionLetters)
    .where(eq(collectionLetters.userId, userId))
    .orderBy(asc(collectionLetters.createdAt));
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();

describe('the daily dunning run', () => {
  it('takes a consumer from reminder to 14-dagenbrief to incassobrief, then closes the case on payment', async () => {
    at('2026-11-21');
    const { customer, subscription, invoice } = await overdueCustomer('sanne.dunning@example.nl');

    // 20 days overdue: the case opens and the first reminder goes out, once however often the run repeats.
    expect(await run()).toMatchObject({ opened: 1, reminders: 1 });
    expect(await run()).toMatchObject({ opened: 0, reminders: 0 });
    expect(await caseOf(invoice.id)).toMatchObject({ stage: 'first_reminder', contactAttempts: 1 });
    let mails = await mailsTo(customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Herinnering: je betaling staat nog open']);
    expect(mails[0]?.textBody).toContain(`Factuur ${invoice.invoiceNumber}: ${formatCents(1815)}`);

    // A week later the second reminder; two days after that nothing (a week between steps).
    at('2026-11-28');
    expect(await run()).toMatchObject({ reminders: 1 });
    at('2026-11-30');
    expect(await run()).toMatchObject({ reminders: 0, notices: 0 });
    expect(await caseOf(invoice.id)).toMatchObject({ stage: 'second_reminder', contactAttempts: 2 });

    // 34 days overdue: the 14-dagenbrief, e-mailed on Saturday 5 December, so received that day; the term's
    // 14th day is Saturday 19 December and moves to Monday 21 December (Algemene termijnenwet).
    at('2026-12-05');
    expect(await run()).toMatchObject({ notices: 1 });
    const [notice] = await lettersOf(customer.id);
    expect(notice).toMatchObject({
      letterType: 'notice',
      channel: 'email',
      letterDate: '2026-12-05',
      expectedReceiptDate: '2026-12-05',
      termEndDate: '2026-12-21',
      firstFeeDate: '2026-12-22',
      principalCents: 1815,
      feeCents: 4000,
    });
    expect(notice?.letterNumber).toMatch(/^BRF-2026-\d{6}$/);
    expect(notice?.paymentReference).toMatch(/^PAY-2026-\d{4,}$/);
    expect(
      createHash('sha256')
        .update(notice?.pdf ?? Buffer.alloc(0))
        .digest('hex'),
    ).toBe(notice?.sha256);
    const noticeText = pdfText(notice?.pdf ?? Buffer.alloc(0)).replace(/\s+/g, ' ');
    expect(noticeText).toContain('binnen veertien dagen na de dag waarop u deze brief ontvangt');
    expect(noticeText).toContain('€ 40,00');
    expect(noticeText).toContain('21 december 2026');
    mails = await mailsTo(customer.email);
    const noticeMail = mails.at(-1);
    expect(noticeMail?.subject).toBe('Laatste herinnering: betaal binnen 14 dagen');
    expect(noticeMail?.attachments).toEqual([
      { kind: 'collection_letter_pdf', letterId: notice?.id, filename: `${notice?.letterNumber}.pdf` },
    ]);
    expect(await caseOf(invoice.id)).toMatchObject({ stage: 'final_notice', noticeLetterId: notice?.id });

    // Delivered over SMTP with the stored PDF attached, byte for byte.
    const peer = await startSmtpPeer();
    const dispatcher = startEmailDispatcher({
      db: db(),
      smtpUrl: peer.url,
      from: 'Hostportaal <noreply@hostportaal.test>',
      clock: t.clock,
      log: t.app.log,
      publicUrl: t.config.PUBLIC_URL,
    });
    try {
      await dispatcher.deliverDue();
      const received = peer.messages.find((message) => message.subject === noticeMail?.subject);
      expect(received?.to).toEqual([customer.email]);
      expect(received?.attachments.map((file) => [file.filename, file.mimeType])).toEqual([
        [`${notice?.letterNumber}.pdf`, 'application/pdf'],
      ]);
      expect(received?.attachments[0]?.content.equals(notice?.pdf ?? Buffer.alloc(0))).toBe(true);
    } finally {
      await dispatcher.stop();
      await peer.close();
    }

    // Before the term has passed: no suspension (35 days) and no collection letter (42 days), however late.
    at('2026-12-21');
    expect(await run()).toMatchObject({ suspensions: 0, collectionLetters: 0 });
    const [active] = await db().select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(active?.status).toBe('active');

    // The first day the fee may be charged: suspension and the incassobrief with the announced EUR 40.
    at('2026-12-22');
    expect(await run()).toMatchObject({ suspensions: 1, collectionLetters: 1 });
    const [suspended] = await db().select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(suspended).toMatchObject({ status: 'suspended', serviceStatus: 'suspended' });
    const collection = (await lettersOf(customer.id)).find((letter) => letter.letterType === 'collection');
    expect(collection).toMatchObject({ feeCents: 4000, principalCents: 1815, noticeLetterId: notice?.id });
    const collectionText = pdfText(collection?.pdf ?? Buffer.alloc(0)).replace(/\s+/g, ' ');
    expect(collectionText).toContain('Buitengerechtelijke incassokosten (geen btw) € 40,00');
    expect(collectionText).toContain('Totaal te betalen € 58,15');
    expect(await caseOf(invoice.id)).toMatchObject({
      stage: 'legal_action',
      collectionLetterId: collection?.id,
    });
    mails = await mailsTo(customer.email);
    expect(
      mails
        .map((mail) => mail.subject)
        .slice(-2)
        .sort(),
    ).toEqual([
      'Incassokosten: je openstaande facturen',
      'Je dienst is opgeschort wegens een betalingsachterstand',
    ]);

    // Paid by hand on the invoice's own reference, with reactivation. Costs first (art. 6:44 BW): the
    // invoice amount alone pays part of the letter's fee, so the case stays open and the service suspended
    // (issue 27, case 5); the rest pays the fee and the claim, and closes the case in its own transaction.
    const adminToken = (await t.login('incasso@example.nl', 'Test!2026pass')).token;
    const pay = (amount: number) =>
      t.inject({
        method: 'POST',
        url: `/api/admin/payments/${invoice.id}/mark-paid`,
        headers: bearer(adminToken),
        payload: { amount, paymentMethod: 'bank_transfer', reactivateSubscription: true },
      });
    const principalOnly = await pay(1815);
    expect(principalOnly.statusCode, principalOnly.body).toBe(200);
    expect(principalOnly.json().data).toMatchObject({ openCents: 1815, subscriptionReactivated: false });
    expect(await caseOf(invoice.id)).toMatchObject({ stage: 'legal_action' });
    expect((await lettersOf(customer.id)).find((letter) => letter.id === collection?.id)).toMatchObject({
      feePaidCents: 1815,
    });
    const rest = await pay(5815 - 1815);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({ openCents: 0, subscriptionReactivated: true });
    expect(await caseOf(invoice.id)).toMatchObject({ stage: 'resolved', resolution: 'paid' });
    expect(await run()).toMatchObject({ resolved: 0 });
    const history = await db()
      .select({ action: collectionActions.action })
      .from(collectionActions)
      .where(eq(collectionActions.userId, customer.id))
      .orderBy(asc(collectionActions.id));
    expect(history.map((row) => row.action)).toEqual([
      'case_opened',
      'reminder_sent',
      'reminder_sent',
      'notice_sent',
      'collection_letter_sent',
      'service_suspended',
      'payment_received',
      'payment_received',
      'case_resolved',
    ]);
  });

  it('puts all claims of one customer in one 14-dagenbrief with the fee on their sum', async () => {
    at('2026-11-21');
    const { customer, invoice: first } = await overdueCustomer('twee.facturen@example.nl');
    const { invoice: second } = await insertInvoice(db(), {
      userId: customer.id,
      issueDate: '2026-10-20',
      dueDate: '2026-11-05',
      status: 'overdue',
      paymentType: 'bank_transfer',
      lines: [{ description: 'VPS', unitPriceCents: 25_000 }],
    });
    for (const day of ['2026-11-21', '2026-11-28', '2026-12-05']) {
      at(day);
      await run();
    }
    const letters = await lettersOf(customer.id);
    expect(letters).toHaveLength(1);
    // 18.15 + 302.50 = 320.65; BIK: 15% = 48.0975 → 48.09 (never above the legal amount).
    expect(letters[0]).toMatchObject({ letterType: 'notice', principalCents: 32_065, feeCents: 4809 });
    expect((await caseOf(first.id))?.noticeLetterId).toBe(letters[0]?.id);
    expect((await caseOf(second.id))?.noticeLetterId).toBe(letters[0]?.id);
  });

  it('gives a business the final notice without a 14-dagenbrief and charges the fee after the schedule', async () => {
    at('2026-11-21');
    const { customer, invoice } = await overdueCustomer('zakelijk@example.nl', {
      company: 'Bakkerij Visser B.V.',
      vatId: 'NL123456789B01',
    });
    for (const day of ['2026-11-21', '2026-11-28', '2026-12-05']) {
      at(day);
      await run();
    }
    expect(await lettersOf(customer.id)).toEqual([]);
    expect(await caseOf(invoice.id)).toMatchObject({ stage: 'final_notice', noticeLetterId: null });
    const finalNotice = (await mailsTo(customer.email)).at(-1);
    expect(finalNotice?.textBody).toContain(`${formatCents(4000)} aan buitengerechtelijke incassokosten`);
    at('2026-12-14');
    expect(await run()).toMatchObject({ collectionLetters: 1 });
    const [letter] = await lettersOf(customer.id);
    expect(letter).toMatchObject({ letterType: 'collection', feeCents: 4000, noticeLetterId: null });
  });

  it('sends each step once when two runs start at the same moment', async () => {
    at('2026-11-21');
    const { customer } = await overdueCustomer('gelijktijdig.dunning@example.nl');
    await Promise.all([run(), run()]);
    expect(await mailsTo(customer.email)).toHaveLength(1);
    for (const day of ['2026-11-28', '2026-12-05']) {
      at(day);
      await Promise.all([run(), run()]);
    }
    expect(await lettersOf(customer.id)).toHaveLength(1);
    expect(await mailsTo(customer.email)).toHaveLength(3);
  });

  it('leaves a claim waiting in a collection batch alone and runs as the daily job', async () => {
    at('2026-11-21');
    const { customer, invoice } = await overdueCustomer('in.batch@example.nl');
    await db()
      .update(invoices)
      .set({ status: 'pending' })
      .where(and(eq(invoices.id, invoice.id)));
    const job = scheduledJob('dunning-run');
    const deps = jobDependencies(t, db());
    await job.run(deps, {});
    expect(await caseOf(invoice.id)).toBeUndefined();
    expect(await mailsTo(customer.email)).toEqual([]);
  });
});
