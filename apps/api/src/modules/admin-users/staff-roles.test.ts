import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { activityLog, auditLog, type User } from '../../db/schema/index.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

// Issue 18: an admin gives a user the role user, admin, finance or support; nobody else can, nobody changes
// their own, one active admin always stays, and each change is in the audit log and the user's activity.
const PASSWORD = 'Test!2026pass';
let t: TestApp;
let sanne: User;
let kees: User;
let femke: User;
let youssef: User;
let lotte: User;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  sanne = await insertAdmin(db, { email: 'sanne@example.nl', firstname: 'Sanne', lastname: 'Beheer' });
  kees = await insertAdmin(db, { email: 'kees@example.nl', firstname: 'Kees', lastname: 'Bakker' });
  femke = await insertUser(db, { email: 'femke@example.nl', role: 'finance' });
  youssef = await insertUser(db, { email: 'youssef@example.nl', role: 'support' });
  lotte = await insertUser(db, { email: 'lotte@example.nl', firstname: 'Lotte', lastname: 'Jansen' });
});
afterAll(() => t.close());

const headersOf = async (user: User) => bearer((await t.login(user.email, PASSWORD)).token);

async function changeRole(user: User, role: string, as: Record<string, string>) {
  return t.inject({
    method: 'PATCH',
    url: `/api/admin/users/${user.id}/change-role`,
    headers: as,
    payload: { role },
  });
}

describe('PATCH /api/admin/users/:id/change-role', () => {
  it('gives a customer a staff role and back, audited, and the new role holds at the next login', async () => {
    const admin = await headersOf(sanne);
    const before = await t.login(lotte.email, PASSWORD);

    const toFinance = await changeRole(lotte, 'finance', admin);
    expect([toFinance.statusCode, toFinance.json().data.user.role]).toEqual([200, 'finance']);
    // The session that carried the old role ends.
    const old = await t.inject({ method: 'GET', url: '/auth/profile', headers: bearer(before.token) });
    expect(old.statusCode).toBe(401);
    const asFinance = await t.login(lotte.email, PASSWORD);
    expect(asFinance.body.data.user.role).toBe('finance');
    const payments = await t.inject({
      method: 'GET',
      url: '/api/admin/payments/pending-manual',
      headers: bearer(asFinance.token),
    });
    expect(payments.statusCode).toBe(200);

    const toSupport = await changeRole(lotte, 'support', admin);
    expect(toSupport.json().data.user.role).toBe('support');
    const asSupport = bearer((await t.login(lotte.email, PASSWORD)).token);
    const refused = await t.inject({
      method: 'GET',
      url: '/api/admin/payments/pending-manual',
      headers: asSupport,
    });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await changeRole(lotte, 'user', admin)).json().data.user.role).toBe('user');

    const audited = await t.database.db
      .select({ actorId: auditLog.actorId, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.change_role'), eq(auditLog.entityId, lotte.id)))
      .orderBy(auditLog.id);
    expect(audited.map((row) => [row.actorId, row.before?.role, row.after?.role])).toEqual([
      [sanne.id, 'user', 'finance'],
      [sanne.id, 'finance', 'support'],
      [sanne.id, 'support', 'user'],
    ]);
    const trail = await t.database.db
      .select({ metadata: activityLog.metadata })
      .from(activityLog)
      .where(and(eq(activityLog.userId, lotte.id), eq(activityLog.type, 'user_role_changed')))
      .orderBy(activityLog.id);
    expect(trail.map((row) => row.metadata)).toEqual([
      { before: 'user', after: 'finance' },
      { before: 'finance', after: 'support' },
      { before: 'support', after: 'user' },
    ]);
  });

  it('is the admin’s alone: finance and support are refused and change nothing', async () => {
    for (const staff of [femke, youssef]) {
      const response = await changeRole(lotte, 'admin', await headersOf(staff));
      expect([response.statusCode, response.json().code]).toEqual([403, 'FORBIDDEN']);
      const bulk = await t.inject({
        method: 'POST',
        url: '/api/admin/users/bulk-action',
        headers: await headersOf(staff),
        payload: { userIds: [lotte.id], action: 'change_role', value: 'admin' },
      });
      expect(bulk.statusCode).toBe(403);
    }
    const customer = await changeRole(lotte, 'admin', await headersOf(lotte));
    expect(customer.statusCode).toBe(403);
    const list = await t.inject({
      method: 'GET',
      url: `/api/admin/users/${lotte.id}`,
      headers: await headersOf(sanne),
    });
    expect(list.json().data.user.role).toBe('user');
  });

  it('refuses your own role, and keeps one active admin when two demote each other at once', async () => {
    const sanneHeaders = await headersOf(sanne);
    const own = await changeRole(sanne, 'finance', sanneHeaders);
    expect([own.statusCode, own.json().error]).toEqual([409, 'You cannot change your own role']);

    const keesHeaders = await headersOf(kees);
    const [first, second] = await Promise.all([
      changeRole(kees, 'finance', sanneHeaders),
      changeRole(sanne, 'support', keesHeaders),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort((a, b) => a - b);
    expect(statuses[0]).toBe(200);
    // The other is refused by the rule (409), or because its own admin session ended with the demotion (401).
    expect([401, 409]).toContain(statuses[1]);
    const list = await t.inject({
      method: 'GET',
      url: '/api/admin/users?role=admin&status=active',
      headers: first.statusCode === 200 ? sanneHeaders : keesHeaders,
    });
    expect(list.json().data.users).toHaveLength(1);
  });

  it('counts each staff role in the user list and filters by it', async () => {
    const admin = await headersOf(await insertAdmin(t.database.db));
    const finance = await t.inject({ method: 'GET', url: '/api/admin/users?role=finance', headers: admin });
    const body = finance.json().data;
    expect(body.users.map((user: { email: string }) => user.email)).toContain(femke.email);
    expect(body.users.every((user: { role: string }) => user.role === 'finance')).toBe(true);
    expect(body.financeUsers).toBe(body.totalUsers);
    expect(body.supportUsers).toBeGreaterThanOrEqual(1);
  });
});
