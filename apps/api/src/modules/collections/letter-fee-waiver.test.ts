import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companySettings, invoices } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

// Issue 27, case 5: an incassobrief's costs keep its case open until they are paid or waived. The Collection
// Center's row says what of the fee is paid and waived, so staff see why a paid claim's case is still open.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-12-05T08:00:00Z') });
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  await insertAdmin(t.database.db, { email: 'kosten@example.nl', firstname: 'Femke', lastname: 'Visser' });
});
afterAll(() => t.close());

const at = (date: string) => t.clock.set(new Date(`${date}T08:00:00Z`));
const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.inject({
    method,
    url,
    headers: bearer((await t.login('kosten@example.nl', 'Test!2026pass')).token),
    payload,
  });

type CaseRow = {
  id: string;
  outstandingAmount: number;
  collectionStage: string;
  collectionLetter: Record<string, unknown> | null;
};
const caseOf = async (query: string): Promise<CaseRow | undefined> =>
  (await call('GET', `/api/admin/collections/cases?${query}`)).json().data.cases[0];

describe("an incassobrief's costs on the Collection Center's row", () => {
  it('shows the open fee on a paid claim, refuses to close it by hand, and shows the waiver once waived', async () => {
    const db = t.database.db;
    const customer = await insertUser(db, { email: 'kosten.open@example.nl', lastname: 'Kosten' });
    const { id: packageId } = await insertPackage(db);
    const subscription = await insertSubscription(db, {
      userId: customer.id,
      packageId,
      startDate: '2026-09-01',
    });
    const { invoice } = await insertInvoice(db, {
      userId: customer.id,
      subscriptionId: subscription.id,
      issueDate: '2026-10-15',
      dueDate: '2026-11-01',
      status: 'overdue',
      paymentType: 'bank_transfer',
      lines: [{ description: 'Hosting', unitPriceCents: 10_000 }],
    });
    await call('POST', '/api/admin/collections/run');
    expect((await call('POST', `/api/admin/letters/notice/${customer.id}`, {})).statusCode).toBe(201);
    at('2026-12-22');
    const issued = await call('POST', `/api/admin/letters/collection/${customer.id}`, { sendEmail: false });
    expect(issued.statusCode).toBe(201);
    const letter = issued.json().data.letter;
    // The claim is settled some other way than the letter's reference (the fee is not paid with it).
    await db
      .update(invoices)
      .set({ status: 'paid', paidCents: invoice.totalCents })
      .where(eq(invoices.id, invoice.id));

    const open = await caseOf('search=kosten.open');
    expect(open).toMatchObject({
      outstandingAmount: 0,
      collectionLetter: {
        id: letter.id,
        feeCents: 4000,
        feePaidCents: 0,
        feeWaivedCents: 0,
        feeWaiverReason: null,
      },
    });
    const closing = await call('PATCH', `/api/admin/collections/cases/${open?.id}/stage`, {
      stage: 'resolved',
    });
    expect(closing.statusCode).toBe(409);
    expect(closing.json().reason).toBe('case_has_open_fee');

    const waived = await call('POST', `/api/admin/letters/${letter.id}/waive-fee`, {
      reason: 'Klant had de factuur al overgemaakt',
    });
    expect(waived.statusCode).toBe(200);
    expect(waived.json().data.letter).toMatchObject({
      feeWaivedCents: 4000,
      feeWaiverReason: 'Klant had de factuur al overgemaakt',
    });
    expect(await caseOf('search=kosten.open')).toBeUndefined();
    expect(await caseOf('search=kosten.open&stage=resolved')).toMatchObject({
      collectionStage: 'resolved',
      collectionLetter: {
        feeCents: 4000,
        feePaidCents: 0,
        feeWaivedCents: 4000,
        feeWaiverReason: 'Klant had de factuur al overgemaakt',
      },
    });
    const again = await call('POST', `/api/admin/letters/${letter.id}/waive-fee`, { reason: 'Nog eens' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      reason: 'fee_nothing_to_waive',
      params: { letter: letter.letterNumber },
    });
  });
});
