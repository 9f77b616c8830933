import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jobDependencies, scheduledJob, type TestApp } from '../../../test/test-app.ts';
import { invoices } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertUser } from '../../db/seed/user-factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('mark-overdue-invoices job', () => {
  it('marks open invoices past their due date overdue (Amsterdam days), once', async () => {
    const db = t.database.db;
    const customer = await insertUser(db, { email: 'te-laat@example.nl' });
    const line = [{ description: 'Webhosting', unitPriceCents: 1000 }];
    const due = (dueDate: string, status: 'open' | 'paid' = 'open') =>
      insertInvoice(db, { userId: customer.id, issueDate: '2026-11-01', dueDate, status, lines: line });
    const late = (await due('2026-11-20')).invoice;
    const today = (await due('2026-11-21')).invoice;
    const paid = (await due('2026-11-10', 'paid')).invoice;
    const job = scheduledJob('mark-overdue-invoices');
    const deps = jobDependencies(t, db);

    expect(await job.run(deps, {})).toBe(1);
    const statusOf = async (id: string) =>
      (await db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, id)))[0]?.status;
    expect(await statusOf(late.id)).toBe('overdue');
    expect(await statusOf(today.id)).toBe('open');
    expect(await statusOf(paid.id)).toBe('paid');
    expect(await job.run(deps, {})).toBe(0);
  });
});
