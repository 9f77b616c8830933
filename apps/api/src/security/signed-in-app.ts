import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertDemoCompany } from '../db/seed/portal-seed.ts';
import { insertAdmin, insertUser } from '../db/seed/user-factory.ts';

/** A test app with the demo company, a customer and an admin, both signed in (their access tokens). */
export async function createSignedInApp(): Promise<{ t: TestApp; customer: string; admin: string }> {
  const t = await createTestApp();
  const password = 'Test!2026pass';
  await insertDemoCompany(t.database.db);
  await insertUser(t.database.db, { email: 'klant@example.nl' });
  await insertAdmin(t.database.db, { email: 'beheer@example.nl' });
  const customer = (await t.login('klant@example.nl', password)).token;
  const admin = (await t.login('beheer@example.nl', password)).token;
  return { t, customer, admin };
}
