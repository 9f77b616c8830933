import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../test/test-app.ts';
import { companySettings, type User, users } from '../db/schema/index.ts';
import { demoCompany } from '../db/seed/portal-seed.ts';
import { insertAdmin, insertUser } from '../db/seed/user-factory.ts';
import { issueRefreshToken } from '../modules/auth/refresh-tokens.ts';
import { registerAuthGuard, registerRouteCatalog } from './auth-guard.ts';
import { registerErrorHandler } from './error-handler.ts';

// Issue 18: one guard decides every route from the permission the route declares. These run the guard on
// routes of its own (a staff route that forgot its permission, an owner route) and on the real /pay routes
// that used to decide the role in their handlers.

const PASSWORD = 'Test!2026pass';
const t = await createTestApp();
let guarded: FastifyInstance;
let admin: User;
let finance: User;
let support: User;
let customerA: User;
let customerB: User;
const tokens = new Map<string, string>();

function guardedApp(): FastifyInstance {
  const app = Fastify();
  registerRouteCatalog(app);
  registerErrorHandler(app);
  registerAuthGuard(app, t.app.ctx);
  const ok = async () => ({ success: true });
  // No permission declared: the admin's alone (fail closed).
  app.get('/api/admin/forgotten', ok);
  app.get('/api/admin/money', { config: { permission: 'billing' } }, ok);
  app.get('/pay/things/:userId', { config: { ownerParam: 'userId', permission: 'customers.read' } }, ok);
  return app;
}

async function get(app: FastifyInstance, url: string, who: User) {
  const token = tokens.get(who.id);
  if (!token) throw new Error(`${who.email} has no token`);
  const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
  return { status: response.statusCode, code: (response.json() as { code?: string }).code };
}

async function requireStaffTwoFactor(required: boolean) {
  await t.database.db.update(companySettings).set({ requireAdminTwoFactor: required });
}

beforeAll(async () => {
  const db = t.database.db;
  await db.insert(companySettings).values({ id: 1, ...demoCompany });
  admin = await insertAdmin(db);
  finance = await insertUser(db, { role: 'finance' });
  support = await insertUser(db, { role: 'support' });
  customerA = await insertUser(db);
  customerB = await insertUser(db);
  for (const user of [admin, finance, support, customerA, customerB])
    tokens.set(user.id, (await t.login(user.email, PASSWORD)).token);
  guarded = guardedApp();
  await guarded.ready();
});
afterAll(async () => {
  await guarded.close();
  await t.close();
});

describe('a staff route', () => {
  it('that declares no permission is the admin’s alone', async () => {
    expect(await get(guarded, '/api/admin/forgotten', admin)).toEqual({ status: 200, code: undefined });
    expect(await get(guarded, '/api/admin/forgotten', finance)).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await get(guarded, '/api/admin/forgotten', support)).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(guarded.routeCatalog.find((route) => route.url === '/api/admin/forgotten')).toMatchObject({
      auth: 'staff',
      permission: null,
    });
  });

  it('lets in the roles that hold its permission', async () => {
    expect((await get(guarded, '/api/admin/money', finance)).status).toBe(200);
    expect(await get(guarded, '/api/admin/money', support)).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await get(guarded, '/api/admin/money', customerA)).toEqual({ status: 403, code: 'FORBIDDEN' });
  });

  it('reads the role from the database, not from the access token', async () => {
    // A support agent's token that claims admin, on a live session of theirs.
    const now = t.clock.now();
    const { familyId } = await issueRefreshToken(t.database.db, {
      userId: support.id,
      rememberMe: false,
      now,
    });
    const forged = await t.app.ctx.tokens.signAccessToken(
      { sub: support.id, role: 'admin', fam: familyId },
      now,
    );
    const response = await guarded.inject({
      method: 'GET',
      url: '/api/admin/money',
      headers: bearer(forged),
    });
    expect(response.statusCode).toBe(403);
  });

  it('asks 2FA of every staff role when the company requires it, after the permission', async () => {
    await requireStaffTwoFactor(true);
    try {
      expect(await get(guarded, '/api/admin/money', finance)).toEqual({
        status: 403,
        code: 'TWO_FACTOR_REQUIRED',
      });
      // A route the role may not use stays forbidden: turning 2FA on would not open it.
      expect(await get(guarded, '/api/admin/money', support)).toEqual({ status: 403, code: 'FORBIDDEN' });
      await t.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, finance.id));
      expect((await get(guarded, '/api/admin/money', finance)).status).toBe(200);
    } finally {
      await t.database.db.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, finance.id));
      await requireStaffTwoFactor(false);
    }
  });
});

describe('an owner route', () => {
  it('serves the customer it names, staff who may read customers, and tells other customers "not found"', async () => {
    const ofA = `/pay/things/${customerA.id}`;
    expect((await get(guarded, ofA, customerA)).status).toBe(200);
    expect(await get(guarded, ofA, customerB)).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect((await get(guarded, ofA, support)).status).toBe(200);
    expect(guarded.routeCatalog.find((route) => route.url === '/pay/things/:userId')).toMatchObject({
      auth: 'user',
      permission: 'customers.read',
      ownerParam: 'userId',
    });
  });

  it('asks staff for 2FA only on someone else’s data', async () => {
    await requireStaffTwoFactor(true);
    try {
      expect(await get(guarded, `/pay/things/${customerA.id}`, support)).toEqual({
        status: 403,
        code: 'TWO_FACTOR_REQUIRED',
      });
      expect((await get(guarded, `/pay/things/${support.id}`, support)).status).toBe(200);
    } finally {
      await requireStaffTwoFactor(false);
    }
  });

  it('must name a path parameter and a permission, or the app does not start', () => {
    const app = Fastify();
    registerRouteCatalog(app);
    const ok = async () => ({});
    expect(() =>
      app.get('/pay/other/:id', { config: { ownerParam: 'userId', permission: 'customers.read' } }, ok),
    ).toThrow(/not a path parameter/);
    expect(() => app.get('/pay/other/:userId', { config: { ownerParam: 'userId' } }, ok)).toThrow(
      /needs the permission/,
    );
  });
});

// Issue 18 item 4: with "staff must use 2FA" on, staff without 2FA read no customer's invoices, PDFs or
// subscriptions through SPEC's /pay paths, whatever their role.
describe.each(['admin', 'finance', 'support'] as const)(
  '/pay for another customer, %s without 2FA',
  (role) => {
    const staff = () => ({ admin, finance, support })[role];
    const urls = () => [
      `/pay/invoices/${customerA.id}`,
      `/pay/invoices/${customerA.id}/00000000-0000-4000-8000-00000000a0a0/pdf`,
      `/pay/subscriptions/${customerA.id}`,
    ];

    it('is refused while the company requires 2FA, and served when it does not', async () => {
      await requireStaffTwoFactor(true);
      try {
        for (const url of urls())
          expect(await get(t.app, url, staff()), url).toEqual({ status: 403, code: 'TWO_FACTOR_REQUIRED' });
      } finally {
        await requireStaffTwoFactor(false);
      }
      expect((await get(t.app, `/pay/subscriptions/${customerA.id}`, staff())).status).toBe(200);
      expect((await get(t.app, `/pay/invoices/${customerA.id}`, staff())).status).toBe(200);
    });
  },
);
