import { formatCents, formatDateLong } from '@hostportaal/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDependencies, scheduledJob } from '../../../test/test-app.ts';
import { emailOutbox, invoices } from '../../db/schema/index.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertUser } from '../../db/seed/user-factory.ts';
import {
  type ClaimsApp,
  openClaimsApp,
  transactionOf,
  writeBatch,
  writeDueBatch,
} from '../claims/claim-test-scenario.ts';

// Issue 27, case 9: the invoice e-mail of a SEPA invoice is its pre-notification (DOMAIN-NL §2) and named
// the due date, a Saturday or Christmas Day on which nothing is collected. It names the date the first
// batch that takes the claim collects it on; the batches written here show that is the date they carry.

let app: ClaimsApp;
beforeAll(async () => {
  app = await openClaimsApp(new Date('2026-11-21T10:00:00Z'));
});
afterAll(() => app.t.close());

const deps = () => jobDependencies(app.t);
const at = (isoInstant: string) => app.t.clock.set(new Date(isoInstant));

/** A direct-debit customer whose monthly period starts on `periodStart`: billed and e-mailed that day. */
async function billedAndMailed(email: string, periodStart: string) {
  const db = app.t.database.db;
  const customer = await insertUser(db, { email });
  const mandate = await insertMandate(db, customer.id, { signedAt: '2026-11-01' });
  const subscription = await insertSubscription(db, {
    userId: customer.id,
    packageId: app.packageId,
    mandateId: mandate.id,
    startDate: periodStart,
    nextBillingDate: periodStart,
  });
  await scheduledJob('billing-run').run(deps(), {});
  await scheduledJob('invoice-delivery').run(deps(), {});
  const [invoice] = await db.select().from(invoices).where(eq(invoices.subscriptionId, subscription.id));
  if (!invoice) throw new Error('not invoiced');
  return { invoice, mails: () => mailsTo(email) };
}

const mailsTo = (email: string) =>
  app.t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(asc(emailOutbox.createdAt));

const debitLine = (totalCents: number, collectionDate: string) =>
  `we schrijven ${formatCents(totalCents)} op ${formatDateLong(collectionDate)} af van rekening`;

describe('the SEPA pre-notification in the invoice e-mail', () => {
  it('names the collection date of the batch that collects an invoice due on a Saturday', async () => {
    // Issued Saturday 21 November, due Saturday 5 December.
    const { invoice, mails } = await billedAndMailed('vooraankondiging-zaterdag@example.nl', '2026-11-21');
    expect(invoice).toMatchObject({ paymentType: 'sepa', dueDate: '2026-12-05' });
    const [mail] = await mails();

    // Wednesday's batch collects on Friday 4 December, before the due date: it leaves the claim.
    at('2026-12-02T05:00:00Z');
    expect(await writeBatch(app)).toBeNull();
    // Thursday's batch takes it, for Monday 7 December: the date the e-mail named.
    at('2026-12-03T05:00:00Z');
    const batch = await writeDueBatch(app);
    expect(transactionOf(batch, invoice.invoiceNumber)).toBeDefined();
    expect(batch.collectionDate).toBe('2026-12-07');
    expect(mail?.textBody).toContain(debitLine(invoice.totalCents, batch.collectionDate));
    expect(mail?.htmlBody).toContain(debitLine(invoice.totalCents, batch.collectionDate));

    // Sent again while it is in that file: the file's date.
    const resent = await app.admin('POST', `/api/admin/invoices/${invoice.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect((await mails()).at(-1)?.textBody).toContain(debitLine(invoice.totalCents, '2026-12-07'));
  });

  it('names the first collection date after Christmas for an invoice due on Christmas Day', async () => {
    // Issued Friday 11 December, due Friday 25 December: a TARGET2 holiday.
    at('2026-12-11T10:00:00Z');
    const { invoice, mails } = await billedAndMailed('vooraankondiging-kerst@example.nl', '2026-12-11');
    expect(invoice.dueDate).toBe('2026-12-25');
    const [mail] = await mails();

    // Tuesday's batch collects on 24 December, too early; Wednesday's after Christmas and the weekend.
    at('2026-12-22T05:00:00Z');
    expect(await writeBatch(app)).toBeNull();
    at('2026-12-23T05:00:00Z');
    const batch = await writeDueBatch(app);
    expect(transactionOf(batch, invoice.invoiceNumber)).toBeDefined();
    expect(batch.collectionDate).toBe('2026-12-28');
    expect(mail?.textBody).toContain(debitLine(invoice.totalCents, batch.collectionDate));
    expect(mail?.htmlBody).toContain(debitLine(invoice.totalCents, batch.collectionDate));
  });
});
