import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companySettings } from '../../db/schema/index.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertAdmin } from '../../db/seed/user-factory.ts';
import { totpCode } from './totp.ts';

// Issue 9: the company can require admins to use two-factor authentication. An admin without it then
// reaches their own settings (to turn it on) but not the admin area; nobody can lock themselves out by
// requiring it without having it.

let t: TestApp;

const settingsBody = {
  ...demoCompany,
  website: null,
  supportHours: null,
  bic: null,
  creditorId: null,
  sepaScheme: 'CORE',
  collectionLeadDays: 2,
  preNotificationDays: 14,
  pain008Version: 'pain.008.001.08',
  paymentTermDays: 14,
  hostingGraceDays: 14,
};

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  await insertAdmin(t.database.db, { email: 'eerste.beheerder@example.nl' });
  await insertAdmin(t.database.db, { email: 'tweede.beheerder@example.nl' });
});
afterAll(() => t.close());

const loginAs = async (email: string) => bearer((await t.login(email, 'Test!2026pass')).token);

async function turnOnTwoFactor(headers: Record<string, string>) {
  const setup = await t.inject({ method: 'POST', url: '/two-factor/setup', headers });
  const secret = setup.json().data.secret as string;
  const enabled = await t.inject({
    method: 'POST',
    url: '/two-factor/enable',
    headers,
    payload: { code: totpCode(secret, t.clock.now()) },
  });
  expect(enabled.statusCode).toBe(200);
}

describe('admins required to use two-factor authentication', () => {
  it('cannot be required by an admin who has none (that would lock them out)', async () => {
    const first = await loginAs('eerste.beheerder@example.nl');
    const refused = await t.inject({
      method: 'PUT',
      url: '/api/admin/company-settings',
      headers: first,
      payload: { ...settingsBody, requireAdminTwoFactor: true },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([
      {
        field: 'requireAdminTwoFactor',
        message: 'Zet eerst zelf tweestapsverificatie aan voordat je die voor beheerders verplicht maakt',
      },
    ]);
  });

  it('keeps an admin without 2FA out of the admin area, but not out of their own settings', async () => {
    const first = await loginAs('eerste.beheerder@example.nl');
    await turnOnTwoFactor(first);
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/admin/company-settings',
      headers: first,
      payload: { ...settingsBody, requireAdminTwoFactor: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.settings.requireAdminTwoFactor).toBe(true);

    const second = await loginAs('tweede.beheerder@example.nl');
    const blocked = await t.inject({ method: 'GET', url: '/api/admin/users', headers: second });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    expect((await t.inject({ method: 'GET', url: '/auth/profile', headers: second })).statusCode).toBe(200);

    // Once it is on, the admin area opens; the admin who has it was never blocked.
    await turnOnTwoFactor(second);
    expect((await t.inject({ method: 'GET', url: '/api/admin/users', headers: second })).statusCode).toBe(
      200,
    );
    expect((await t.inject({ method: 'GET', url: '/api/admin/users', headers: first })).statusCode).toBe(200);
  });
});
