import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jobDependencies, scheduledJob, type TestApp } from '../../../test/test-app.ts';
import { sepaMandates } from '../../db/schema/index.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertUser } from '../../db/seed/user-factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('expire-mandates job', () => {
  it('expires mandates unused for 36 months, counting from the last collection or the signing', async () => {
    const db = t.database.db;
    const customer = await insertUser(db, { email: 'machtiging-oud@example.nl' });
    const neverUsed = await insertMandate(db, customer.id, { signedAt: '2023-11-20' });
    const usedLately = await insertMandate(db, customer.id, {
      signedAt: '2020-01-01',
      lastCollectionDate: '2024-01-05',
    });
    const justInTime = await insertMandate(db, customer.id, { signedAt: '2023-11-21' });
    const job = scheduledJob('expire-mandates');
    const deps = jobDependencies(t, db);

    expect(await job.run(deps, {})).toBe(1);
    const statusOf = async (id: string) =>
      (await db.select({ status: sepaMandates.status }).from(sepaMandates).where(eq(sepaMandates.id, id)))[0]
        ?.status;
    expect(await statusOf(neverUsed.id)).toBe('expired');
    expect(await statusOf(usedLately.id)).toBe('valid');
    expect(await statusOf(justInTime.id)).toBe('valid');
    expect(await job.run(deps, {})).toBe(0);
  });
});
