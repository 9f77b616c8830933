import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companySettings } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

// Issue 28: a 14-dagenbrief sent from one Collection Center row landed on another case of the same customer,
// and the row acted on still read "Initial notice · 0 attempts · Letters: None". The preview names every
// invoice the letter covers, each covered case carries the letter, and every case says its next step.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-12-05T08:00:00Z') });
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  await insertAdmin(t.database.db, { email: 'next.steps@example.nl' });
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.inject({
    method,
    url,
    headers: bearer((await t.login('next.steps@example.nl', 'Test!2026pass')).token),
    payload,
  });

describe('a customer with two cases', () => {
  it('gets one letter that names both invoices and shows on both rows; each row says what is next', async () => {
    const db = t.database.db;
    const packageId = (await insertPackage(db)).id;
    const customer = await insertUser(db, { email: 'twee.dossiers@example.nl', firstname: 'Sanne' });
    const subscription = await insertSubscription(db, {
      userId: customer.id,
      packageId,
      startDate: '2026-08-01',
    });
    const claim = (dueDate: string) =>
      insertInvoice(db, {
        userId: customer.id,
        subscriptionId: subscription.id,
        issueDate: '2026-09-01',
        dueDate,
        status: 'overdue',
        paymentType: 'bank_transfer',
        lines: [{ description: 'Hosting', unitPriceCents: 1000 }],
      });
    const older = (await claim('2026-10-01')).invoice;
    const newer = (await claim('2026-11-01')).invoice;
    expect((await call('POST', '/api/admin/collections/run')).statusCode).toBe(200);

    const cases = async () =>
      (await call('GET', `/api/admin/collections/cases?search=${customer.email}`)).json().data.cases as {
        invoiceNumber: string;
        nextStep: string | null;
        nextStepCode: string | null;
        nextActor: string | null;
        noticeLetter: { letterNumber: string } | null;
      }[];
    const before = await cases();
    expect(before.map((row) => row.invoiceNumber).sort()).toEqual(
      [older.invoiceNumber, newer.invoiceNumber].sort(),
    );
    // A bank-transfer claim in the dunning run: the run moves it next, and the row says so in words.
    for (const row of before) {
      expect(row).toMatchObject({ nextActor: 'dunning_run', noticeLetter: null });
      expect(row.nextStepCode).toMatch(/^(awaiting_transfer|in_collection)$/);
      expect(row.nextStep).toBeTruthy();
    }

    const preview = await call('POST', '/api/admin/letters/preview', {
      letterType: 'notice',
      customerIds: [customer.id],
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.letters).toHaveLength(1);
    expect([...preview.json().data.letters[0].invoiceNumbers].sort()).toEqual(
      [older.invoiceNumber, newer.invoiceNumber].sort(),
    );

    const sent = await call('POST', `/api/admin/letters/notice/${customer.id}`, { sendEmail: false });
    expect(sent.statusCode).toBe(201);
    const letterNumber = sent.json().data.letter.letterNumber;
    const after = await cases();
    expect(after.map((row) => row.noticeLetter?.letterNumber)).toEqual([letterNumber, letterNumber]);
  });
});
