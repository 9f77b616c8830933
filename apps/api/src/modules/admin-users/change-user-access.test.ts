import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { User } from '../../db/schema/index.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

// Activate, deactivate and change role, one by one and in bulk, with the admin's self-protection.
let t: TestApp;
let lotte: User;
let kees: User;
let colleague: User;
let self: User;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  self = await insertAdmin(db, { email: 'zelf@example.nl', firstname: 'Sanne', lastname: 'Beheer' });
  colleague = await insertAdmin(db, { email: 'collega@example.nl', firstname: 'Jan', lastname: 'Team' });
  lotte = await insertUser(db, { email: 'lotte@example.nl', firstname: 'Lotte', lastname: 'Jansen' });
  kees = await insertUser(db, { email: 'kees@example.nl', firstname: 'Kees', lastname: 'Bakker' });
});
afterAll(() => t.close());

const asAdmin = async (email = 'zelf@example.nl') => bearer((await t.login(email, 'Test!2026pass')).token);
const patch = async (url: string, payload: object, email?: string) =>
  t.inject({ method: 'PATCH', url, headers: await asAdmin(email), payload });

describe('changing a user’s access', () => {
  it('deactivates a customer, whose session ends at once, and activates them again', async () => {
    const customer = await t.login('lotte@example.nl', 'Test!2026pass');
    const off = await patch(`/api/admin/users/${lotte.id}/toggle-status`, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.user).toMatchObject({ id: lotte.id, isActive: false });
    // The access token still looks valid; the guard refuses it because the account is inactive.
    const after = await t.inject({ method: 'GET', url: '/auth/profile', headers: bearer(customer.token) });
    expect(after.statusCode).toBe(401);
    await expect(t.login('lotte@example.nl', 'Test!2026pass')).rejects.toThrow(/403/);

    const on = await patch(`/api/admin/users/${lotte.id}/toggle-status`, { isActive: true });
    expect(on.json().data.user.isActive).toBe(true);
    expect((await t.login('lotte@example.nl', 'Test!2026pass')).token).toBeTruthy();
  });

  it('refuses to lock out the admin themself or the last active admin', async () => {
    const ownStatus = await patch(`/api/admin/users/${self.id}/toggle-status`, { isActive: false });
    expect([ownStatus.statusCode, ownStatus.json()]).toEqual([
      409,
      {
        success: false,
        error: 'You cannot deactivate your own account',
        code: 'CONFLICT',
        reason: 'own_account_deactivate',
      },
    ]);
    // SPEC's text stays for API clients; the reason lets each screen say it in its own language.
    const ownRole = await patch(`/api/admin/users/${self.id}/change-role`, { role: 'user' });
    expect([ownRole.statusCode, ownRole.json()]).toEqual([
      409,
      { success: false, error: 'You cannot change your own role', code: 'CONFLICT', reason: 'own_role' },
    ]);

    // Another admin can be demoted and a customer promoted.
    const demoted = await patch(`/api/admin/users/${colleague.id}/change-role`, { role: 'user' });
    expect(demoted.json().data.user.role).toBe('user');
    const promoted = await patch(`/api/admin/users/${kees.id}/change-role`, { role: 'admin' });
    expect(promoted.json().data.user.role).toBe('admin');

    // Sanne and Kees, the two active admins, deactivate each other at the same moment: one of them stays.
    // The other request is refused, by the rule (409) or, when it arrives after the first has committed,
    // because its own account is no longer active (401).
    const tokens = { sanne: await asAdmin(), kees: await asAdmin('kees@example.nl') };
    const toggle = (id: string, headers: Record<string, string>) =>
      t.inject({
        method: 'PATCH',
        url: `/api/admin/users/${id}/toggle-status`,
        headers,
        payload: { isActive: false },
      });
    const [first, second] = await Promise.all([toggle(kees.id, tokens.sanne), toggle(self.id, tokens.kees)]);
    const statuses = [first.statusCode, second.statusCode].sort((a, b) => a - b);
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const staying = first.statusCode === 200 ? tokens.sanne : tokens.kees;
    const gone = first.statusCode === 200 ? kees : self;
    const admins = await t.inject({
      method: 'GET',
      url: '/api/admin/users?role=admin&status=active',
      headers: staying,
    });
    expect(admins.json().data.users).toHaveLength(1);
    const back = await t.inject({
      method: 'PATCH',
      url: `/api/admin/users/${gone.id}/toggle-status`,
      headers: staying,
      payload: { isActive: true },
    });
    expect(back.statusCode).toBe(200);

    const customer = bearer((await t.login('lotte@example.nl', 'Test!2026pass')).token);
    const refused = await t.inject({
      method: 'PATCH',
      url: `/api/admin/users/${kees.id}/toggle-status`,
      headers: customer,
      payload: { isActive: true },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('acts in bulk and reports what it skipped', async () => {
    const result = await t.inject({
      method: 'POST',
      url: '/api/admin/users/bulk-action',
      headers: await asAdmin(),
      payload: { userIds: [lotte.id, colleague.id, self.id], action: 'deactivate' },
    });
    expect(result.json().data).toEqual({
      done: 2,
      // SPEC's text, and the code and reason the admin screen words in its own language.
      skipped: [
        {
          id: self.id,
          reason: 'You cannot deactivate your own account',
          code: 'CONFLICT',
          refusal: 'own_account_deactivate',
        },
      ],
    });
    const missingRole = await t.inject({
      method: 'POST',
      url: '/api/admin/users/bulk-action',
      headers: await asAdmin(),
      payload: { userIds: [lotte.id], action: 'change_role' },
    });
    expect(missingRole.statusCode).toBe(422);
    const unknown = await patch('/api/admin/users/00000000-0000-4000-8000-000000000000/toggle-status', {
      isActive: false,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
