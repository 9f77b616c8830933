import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertUser } from '../../db/seed/user-factory.ts';
import { type ClaimsApp, caseOf, expectMoneyAddsUp, openClaimsApp } from './claim-test-scenario.ts';

// Issue 17 item 2 (DOMAIN-NL §1): a 14-dagenbrief's receipt date and term follow the channel really used —
// post arrives the second working day after sending, the 14 days start the day after receipt, and a term
// ending on a weekend or holiday runs to the next working day. Changing the channel before the term ends
// re-issues the letter; the incassobrief waits for the first fee date of the letter as sent.

// Wednesday 9 December 2026, 10:00 in Amsterdam.
const START = new Date('2026-12-09T09:00:00Z');
let app: ClaimsApp;

beforeAll(async () => {
  app = await openClaimsApp(START);
});
afterEach(() => app.t.clock.set(START));
afterAll(() => app.t.close());

const on = (isoDate: string) => app.t.clock.set(new Date(`${isoDate}T09:00:00Z`));

/** A consumer with one bank-transfer invoice of EUR 121.00, overdue since 10 November. */
async function overdueConsumer(email: string) {
  const customer = await insertUser(app.t.database.db, { email, firstname: 'Noor', lastname: 'Jansen' });
  const { invoice } = await insertInvoice(app.t.database.db, {
    userId: customer.id,
    issueDate: '2026-10-27',
    dueDate: '2026-11-10',
    status: 'overdue',
    paymentType: 'bank_transfer',
    lines: [{ description: 'Webhosting', unitPriceCents: 10_000 }],
  });
  return { customer, invoice };
}

const issue = (kind: 'notice' | 'collection', customerId: string, sendEmail: boolean) =>
  app.admin('POST', `/api/admin/letters/${kind}/${customerId}`, { sendEmail });
const markDelivered = (letterId: string, deliveryType: string) =>
  app.admin('PATCH', `/api/admin/letters/${letterId}/mark-delivered`, { deliveryType });
const lettersOf = async (customerId: string) =>
  (await app.admin('GET', `/api/admin/letters/customer/${customerId}`)).json().data.letters as {
    id: string;
    letterNumber: string;
    replacedBy: string | null;
  }[];

describe('a 14-dagenbrief not e-mailed', () => {
  it('is a post letter with post dates, and the incassobrief waits for its first fee date', async () => {
    const { customer, invoice } = await overdueConsumer('per.post@example.nl');
    const notice = await issue('notice', customer.id, false);
    expect(notice.statusCode, notice.body).toBe(201);
    const letter = notice.json().data.letter;
    // Received Friday 11 December; fourteen days end on Christmas Day, a Friday, so the term runs through
    // the weekend and Boxing Day to Monday 28 December.
    expect(letter).toMatchObject({
      channel: 'post',
      letterDate: '2026-12-09',
      expectedReceiptDate: '2026-12-11',
      termEndDate: '2026-12-28',
      firstFeeDate: '2026-12-29',
      feeCents: 4000,
      invoiceNumbers: [invoice.invoiceNumber],
    });
    const mails = await app.t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, customer.email));
    expect(mails).toEqual([]);

    on('2026-12-28');
    const early = await issue('collection', customer.id, false);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(
      `De termijn van 14-dagenbrief ${letter.letterNumber} loopt tot en met 28 december 2026; incassokosten mogen pas vanaf 29 december 2026 worden berekend.`,
    );

    on('2026-12-29');
    const collection = await issue('collection', customer.id, false);
    expect(collection.statusCode, collection.body).toBe(201);
    expect(collection.json().data.letter).toMatchObject({ letterType: 'collection', feeCents: 4000 });
    await expectMoneyAddsUp(app, [customer]);
  });
});

describe('a 14-dagenbrief that went by another channel', () => {
  it('e-mailed, then delivered by post before its term ends: re-issued with post dates and the same reference', async () => {
    const { customer, invoice } = await overdueConsumer('eerst.mail@example.nl');
    const first = (await issue('notice', customer.id, true)).json().data.letter;
    expect(first).toMatchObject({
      channel: 'email',
      expectedReceiptDate: '2026-12-09',
      termEndDate: '2026-12-23',
      firstFeeDate: '2026-12-24',
    });

    on('2026-12-14');
    const delivered = await markDelivered(first.id, 'post');
    expect(delivered.statusCode, delivered.body).toBe(200);
    const replacement = delivered.json().data.letter;
    // Posted Monday 14 December, received Wednesday the 16th: a later receipt, so a longer term.
    expect(replacement).toMatchObject({
      letterType: 'notice',
      channel: 'post',
      letterDate: '2026-12-14',
      expectedReceiptDate: '2026-12-16',
      termEndDate: '2026-12-30',
      firstFeeDate: '2026-12-31',
      paymentReference: first.paymentReference,
      feeCents: first.feeCents,
      replacedBy: null,
    });
    expect(replacement.id).not.toBe(first.id);
    expect(replacement.letterNumber).not.toBe(first.letterNumber);
    const letters = await lettersOf(customer.id);
    expect(letters.find((letter) => letter.id === first.id)?.replacedBy).toBe(replacement.letterNumber);
    expect(await caseOf(app, invoice.id)).toMatchObject({ noticeLetterId: replacement.id });

    // The old letter's fee date no longer counts; the new one's does.
    on('2026-12-24');
    const early = await issue('collection', customer.id, false);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(
      `De termijn van 14-dagenbrief ${replacement.letterNumber} loopt tot en met 30 december 2026; incassokosten mogen pas vanaf 31 december 2026 worden berekend.`,
    );
    const again = await markDelivered(first.id, 'post');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      `Brief ${first.letterNumber} is vervangen door brief ${replacement.letterNumber}; werk die bij.`,
    );
  });

  it('posted, then handed over the next day: the term is never shorter than the post letter gave', async () => {
    const { customer } = await overdueConsumer('persoonlijk@example.nl');
    const first = (await issue('notice', customer.id, false)).json().data.letter;
    on('2026-12-10');
    const handed = await markDelivered(first.id, 'hand');
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().data.letter).toMatchObject({
      channel: 'hand',
      letterDate: '2026-12-10',
      expectedReceiptDate: first.expectedReceiptDate,
      termEndDate: '2026-12-28',
      firstFeeDate: '2026-12-29',
      paymentReference: first.paymentReference,
    });
  });

  it('after its term has ended cannot change channel any more', async () => {
    const { customer } = await overdueConsumer('te.laat.gemeld@example.nl');
    const first = (await issue('notice', customer.id, true)).json().data.letter;
    expect(first.termEndDate).toBe('2026-12-23');
    on('2026-12-24');
    const late = await markDelivered(first.id, 'post');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(
      `De termijn van brief ${first.letterNumber} is al verstreken; de verzendwijze kan niet meer worden aangepast. Stuur zo nodig een nieuwe 14-dagenbrief.`,
    );
    expect(await lettersOf(customer.id)).toMatchObject([{ id: first.id, replacedBy: null }]);
  });
});
