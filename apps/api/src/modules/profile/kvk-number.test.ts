import { execFileSync } from 'node:child_process';
import { formatCents } from '@hostportaal/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  collectionCases,
  collectionLetters,
  companySettings,
  emailOutbox,
  users,
} from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import { runDunning } from '../collections/dunning-run.ts';

// Issue 17: a business is a customer with a KvK number or a VAT id; a company name alone is free text and
// leaves a consumer's protection (the 14-dagenbrief, art. 6:96 lid 6 BW) in place.

let t: TestApp;
let packageId: string;
const password = 'Test!2026pass';

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-21T08:00:00Z') });
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  packageId = (await insertPackage(t.database.db)).id;
  await insertAdmin(t.database.db, { email: 'kvk.beheer@example.nl' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const at = (date: string) => t.clock.set(new Date(`${date}T07:00:00Z`));

/** A signed-in customer with one overdue bank-transfer invoice of EUR 18.15 (due 1 November). */
async function overdueCustomer(email: string, company: string | null = null) {
  const customer = await insertUser(db(), { email, firstname: 'Sanne', lastname: 'Visser', company });
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
  const { token } = await t.login(email, password);
  const profile = (extra: object) =>
    t.inject({
      method: 'PUT',
      url: '/auth/profile',
      headers: bearer(token),
      payload: { firstname: 'Sanne', lastname: 'Visser', email, ...extra },
    });
  return { customer, invoice, profile };
}

const dunUntilNotice = async () => {
  for (const day of ['2026-11-21', '2026-11-28', '2026-12-05']) {
    at(day);
    await runDunning(db(), { now: t.clock.now(), publicUrl: 'http://portal.test' });
  }
};
const lettersOf = (userId: string) =>
  db()
    .select()
    .from(collectionLetters)
    .where(eq(collectionLetters.userId, userId))
    .orderBy(asc(collectionLetters.createdAt));
const caseOf = async (invoiceId: string) =>
  (await db().select().from(collectionCases).where(eq(collectionCases.invoiceId, invoiceId)))[0];
const lastMailTo = async (address: string) =>
  (
    await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, address))
      .orderBy(asc(emailOutbox.createdAt))
  ).at(-1);

describe('the KvK number on the profile', () => {
  it('is saved as its 8 digits, refused with a field error otherwise, and cleared when emptied', async () => {
    at('2026-11-21');
    const { customer, profile } = await overdueCustomer('kvk.profiel@example.nl');
    const saved = await profile({ kvkNumber: '1234 5678' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.user.kvkNumber).toBe('12345678');

    const wrong = await profile({ kvkNumber: '1234567' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details).toEqual([{ field: 'kvkNumber', message: 'Een KvK-nummer heeft 8 cijfers' }]);

    // Leaving it out keeps it; an empty value clears it.
    expect((await profile({ city: 'Utrecht' })).json().data.user.kvkNumber).toBe('12345678');
    expect((await profile({ kvkNumber: '' })).json().data.user.kvkNumber).toBeNull();
    const [stored] = await db().select().from(users).where(eq(users.id, customer.id));
    expect(stored?.kvkNumber).toBeNull();
  });

  it('an admin sets and sees it on the user detail page', async () => {
    at('2026-11-21');
    const customer = await insertUser(db(), {
      email: 'kvk.admin@example.nl',
      firstname: 'Joost',
      lastname: 'Smit',
    });
    const admin = bearer((await t.login('kvk.beheer@example.nl', password)).token);
    const edit = (kvkNumber: string) =>
      t.inject({
        method: 'PUT',
        url: `/api/admin/users/${customer.id}`,
        headers: admin,
        payload: { firstname: 'Joost', lastname: 'Smit', email: customer.email, kvkNumber },
      });
    const wrong = await edit('12-34');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details).toEqual([{ field: 'kvkNumber', message: 'A KvK number has 8 digits' }]);
    expect((await edit('87654321')).statusCode).toBe(200);
    const detail = await t.inject({ url: `/api/admin/users/${customer.id}`, headers: admin });
    expect(detail.json().data.user.kvkNumber).toBe('87654321');
  });
});

describe('who the dunning run treats as a business', () => {
  it('a customer who gave a KvK number gets the business final notice instead of a 14-dagenbrief', async () => {
    at('2026-11-21');
    const { customer, invoice, profile } = await overdueCustomer('kvk.zakelijk@example.nl');
    expect((await profile({ kvkNumber: '40536533' })).statusCode).toBe(200);
    await dunUntilNotice();
    expect(await lettersOf(customer.id)).toEqual([]);
    expect(await caseOf(invoice.id)).toMatchObject({ stage: 'final_notice', noticeLetterId: null });
    expect((await lastMailTo(customer.email))?.textBody).toContain(
      `${formatCents(4000)} aan buitengerechtelijke incassokosten`,
    );

    // The incassobrief that follows names the legal ground: nothing was announced.
    at('2026-12-14');
    await runDunning(db(), { now: t.clock.now(), publicUrl: 'http://portal.test' });
    const [letter] = await lettersOf(customer.id);
    expect(letter).toMatchObject({ letterType: 'collection', feeCents: 4000, noticeLetterId: null });
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: letter?.pdf ?? Buffer.alloc(0) })
      .toString()
      .replace(/\s+/g, ' ');
    expect(text).toContain('Als zakelijke klant bent u');
    expect(text).not.toContain('Zoals aangekondigd');
  });

  it('a company name alone is no business: that customer gets the 14-dagenbrief', async () => {
    at('2026-11-21');
    const { customer, invoice } = await overdueCustomer('alleen.naam@example.nl', 'Bakkerij Visser');
    await dunUntilNotice();
    const [notice] = await lettersOf(customer.id);
    expect(notice).toMatchObject({ letterType: 'notice', feeCents: 4000 });
    expect((await caseOf(invoice.id))?.noticeLetterId).toBe(notice?.id);
  });
});
