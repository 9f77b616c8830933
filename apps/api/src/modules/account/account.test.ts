import { amsterdamToday } from '@hostportaal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { emailOutbox, invoices, refreshTokens, subscriptions, users } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertUser } from '../../db/seed/user-factory.ts';

const PASSWORD = 'Test!2026pass';
const MINUTE = 60 * 1000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function freshUser(overrides: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(t.database.db, overrides);
  const session = await t.login(user.email, PASSWORD);
  return { user, ...session };
}

async function loadUser(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('user gone');
  return row;
}

function refresh(cookie: string) {
  return t.inject({ method: 'POST', url: '/auth/refresh-token', headers: { cookie } });
}

describe('settings: preferences, notifications, security', () => {
  it('saves valid preferences and answers the saved user', async () => {
    const { user, token } = await freshUser();
    const preferences = {
      theme: 'light',
      language: 'en',
      timezone: 'Asia/Tokyo',
      dateFormat: 'YYYY-MM-DD',
      currency: 'EUR',
    };
    const response = await t.inject({
      method: 'PUT',
      url: '/api/account/preferences',
      headers: bearer(token),
      payload: preferences,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.preferences).toEqual(preferences);
    expect((await loadUser(user.id)).preferences).toEqual(preferences);
    const verify = await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) });
    expect(verify.json().data.user.preferences).toEqual(preferences);
  });

  it('refuses bad enum values with 422 and the fields, saving nothing', async () => {
    const { user, token } = await freshUser();
    const response = await t.inject({
      method: 'PUT',
      url: '/api/account/preferences',
      headers: bearer(token),
      payload: {
        theme: 'purple',
        language: 'es',
        timezone: 'Europe/Berlin',
        dateFormat: 'DD/MM/YYYY',
        currency: 'EUR',
      },
    });
    expect(response.statusCode).toBe(422);
    const fields = response.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['theme', 'language', 'timezone']));
    expect((await loadUser(user.id)).preferences).toEqual(user.preferences);

    const security = await t.inject({
      method: 'PUT',
      url: '/api/account/security',
      headers: bearer(token),
      payload: { loginNotifications: true, sessionTimeout: 45 },
    });
    expect(security.statusCode).toBe(422);
    expect(security.json().details.map((d: { field: string }) => d.field)).toContain('sessionTimeout');
    expect((await loadUser(user.id)).sessionTimeoutMinutes).toBe(30);

    const notifications = await t.inject({
      method: 'PUT',
      url: '/api/account/notifications',
      headers: bearer(token),
      payload: { email: 'yes' },
    });
    expect(notifications.statusCode).toBe(422);
    expect((await loadUser(user.id)).notificationSettings).toEqual(user.notificationSettings);
  });

  it('saves each date format screens write, dd-mm-jjjj by default, and refuses any other, keeping the saved one', async () => {
    const { user, token } = await freshUser();
    expect(user.preferences.dateFormat).toBe('DD-MM-YYYY');
    const put = (dateFormat: string) =>
      t.inject({
        method: 'PUT',
        url: '/api/account/preferences',
        headers: bearer(token),
        payload: { ...user.preferences, dateFormat },
      });
    for (const dateFormat of ['YYYY-MM-DD', 'DD/MM/YYYY', 'DD-MM-YYYY']) {
      const response = await put(dateFormat);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user.preferences.dateFormat).toBe(dateFormat);
      expect((await loadUser(user.id)).preferences.dateFormat).toBe(dateFormat);
    }

    expect((await put('YYYY-MM-DD')).statusCode).toBe(200);
    for (const dateFormat of ['MM/DD/YYYY', 'dd-mm-jjjj', '']) {
      const refused = await put(dateFormat);
      expect(refused.statusCode).toBe(422);
      const [detail] = refused.json().details;
      expect(detail.field).toBe('dateFormat');
      // The message names the formats that are offered.
      expect(detail.message).toContain('"DD-MM-YYYY"');
      expect(detail.message).toContain('"YYYY-MM-DD"');
      expect((await loadUser(user.id)).preferences.dateFormat).toBe('YYYY-MM-DD');
    }
  });

  it('saves the 7 notification switches and the security settings', async () => {
    const { user, token } = await freshUser();
    const settings = {
      email: false,
      sms: true,
      push: true,
      maintenanceAlerts: false,
      billingReminders: false,
      securityAlerts: true,
      marketingEmails: true,
    };
    const response = await t.inject({
      method: 'PUT',
      url: '/api/account/notifications',
      headers: bearer(token),
      payload: settings,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.notificationSettings).toEqual(settings);
    expect((await loadUser(user.id)).notificationSettings).toEqual(settings);

    const security = await t.inject({
      method: 'PUT',
      url: '/api/account/security',
      headers: bearer(token),
      payload: { loginNotifications: false, sessionTimeout: null },
    });
    expect(security.statusCode).toBe(200);
    expect(security.json().data.user).toMatchObject({ loginNotifications: false, sessionTimeout: null });
    const stored = await loadUser(user.id);
    expect(stored.loginNotifications).toBe(false);
    expect(stored.sessionTimeoutMinutes).toBeNull();
  });
});

describe('session timeout', () => {
  it('ends a session idle longer than the timeout: the request is refused and refresh too', async () => {
    const { user, token, cookie } = await freshUser({ sessionTimeoutMinutes: 15 });
    const ok = await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) });
    expect(ok.statusCode).toBe(200);
    // The access token itself is still valid; only the session has been idle for 16 minutes.
    await t.database.db
      .update(refreshTokens)
      .set({ lastUsedAt: new Date(t.clock.now().getTime() - 16 * MINUTE) })
      .where(eq(refreshTokens.userId, user.id));
    const idle = await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) });
    expect(idle.statusCode).toBe(401);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('with timeout 15, a refresh after 16 idle minutes is refused (moving clock)', async () => {
    const { token, cookie } = await freshUser({ sessionTimeoutMinutes: 15 });
    expect((await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    t.clock.advance(16 * MINUTE);
    expect((await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('activity every 10 minutes keeps a 15-minute session alive', async () => {
    let { token, cookie } = await freshUser({ sessionTimeoutMinutes: 15 });
    for (let i = 0; i < 6; i += 1) {
      t.clock.advance(10 * MINUTE);
      let response = await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) });
      if (response.statusCode === 401) {
        // The 15-minute access token ran out: the client refreshes, which the live session allows.
        const refreshed = await refresh(cookie);
        expect(refreshed.statusCode).toBe(200);
        token = refreshed.json().data.accessToken;
        cookie = `hp_refresh=${refreshed.cookies.find((c) => c.name === 'hp_refresh')?.value}`;
        response = await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) });
      }
      expect(response.statusCode).toBe(200);
    }
  });

  it('background polls and token refreshes do not keep an idle session alive', async () => {
    const { token, cookie } = await freshUser({ sessionTimeoutMinutes: 15 });
    const poll = () =>
      t.inject({
        method: 'GET',
        url: '/auth/verify',
        headers: { ...bearer(token), 'x-background-request': '1' },
      });
    t.clock.advance(5 * MINUTE);
    expect((await poll()).statusCode).toBe(200);
    t.clock.advance(7 * MINUTE);
    expect((await poll()).statusCode).toBe(200);
    t.clock.advance(4 * MINUTE);
    // 16 minutes without the user doing anything: the poll's refresh is refused too.
    expect((await poll()).statusCode).toBe(401);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('a session with timeout null (never) does not expire from idling', async () => {
    const { user, token, cookie } = await freshUser({ sessionTimeoutMinutes: null });
    await t.database.db
      .update(refreshTokens)
      .set({ lastUsedAt: new Date(t.clock.now().getTime() - 5 * 60 * MINUTE) })
      .where(eq(refreshTokens.userId, user.id));
    expect((await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    t.clock.advance(3 * 60 * MINUTE);
    expect((await refresh(cookie)).statusCode).toBe(200);
  });

  it('writes last activity at most once a minute', async () => {
    const { user, token } = await freshUser({ sessionTimeoutMinutes: 30 });
    const lastUsed = async () =>
      (await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id)))[0]
        ?.lastUsedAt;
    const start = await lastUsed();
    t.clock.advance(30 * 1000);
    await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) });
    expect(await lastUsed()).toEqual(start);
    t.clock.advance(60 * 1000);
    await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) });
    expect(await lastUsed()).toEqual(t.clock.now());
  });
});

describe('login notifications', () => {
  async function loginMails(userId: string) {
    return t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.template, 'login_notification')));
  }

  it('queues a Dutch e-mail on login only when switched on', async () => {
    const on = await insertUser(t.database.db, { loginNotifications: true });
    const off = await insertUser(t.database.db, { loginNotifications: false });
    await t.login(on.email, PASSWORD);
    await t.login(off.email, PASSWORD);
    const mails = await loginMails(on.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Nieuwe login op je Hostportaal-account');
    expect(mails[0]?.toAddress).toBe(on.email);
    expect(mails[0]?.textBody).toMatch(/Tijdstip: \d\d-\d\d-\d{4} \d\d:\d\d/);
    expect(await loginMails(off.id)).toHaveLength(0);
  });
});

describe('activity log', () => {
  it('pages the caller’s own activity, newest first', async () => {
    const { user, token } = await freshUser();
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(MINUTE);
      await t.inject({
        method: 'PUT',
        url: '/api/account/notifications',
        headers: bearer(token),
        payload: { ...user.notificationSettings, sms: i % 2 === 0 },
      });
    }
    const other = await freshUser();
    const first = await t.inject({
      method: 'GET',
      url: '/api/account/activity?page=1&limit=3',
      headers: bearer(token),
    });
    expect(first.statusCode).toBe(200);
    const body = first.json().data;
    // 1 login + 4 changes
    expect(body.pagination).toEqual({ page: 1, limit: 3, totalItems: 5, totalPages: 2 });
    expect(body.activities).toHaveLength(3);
    expect(body.activities[0].action).toBe('Meldingen gewijzigd');
    const times = body.activities.map((a: { timestamp: string }) => a.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await t.inject({
      method: 'GET',
      url: '/api/account/activity?page=2&limit=3',
      headers: bearer(token),
    });
    expect(second.json().data.activities.map((a: { type: string }) => a.type)).toEqual([
      'settings_updated',
      'login',
    ]);
    const theirs = await t.inject({
      method: 'GET',
      url: '/api/account/activity',
      headers: bearer(other.token),
    });
    expect(theirs.json().data.pagination.totalItems).toBe(1);
  });
});

describe('AVG export', () => {
  it('holds the caller’s data, none of another customer’s, and no secrets', async () => {
    const db = t.database.db;
    const pkg = await insertPackage(db);
    const me = await freshUser();
    const other = await freshUser();
    const myMandate = await insertMandate(db, me.user.id);
    const theirMandate = await insertMandate(db, other.user.id);
    const mySub = await insertSubscription(db, { userId: me.user.id, packageId: pkg.id });
    const theirSub = await insertSubscription(db, { userId: other.user.id, packageId: pkg.id });
    const mine = await insertInvoice(db, { userId: me.user.id, subscriptionId: mySub.id, status: 'paid' });
    const theirs = await insertInvoice(db, { userId: other.user.id, subscriptionId: theirSub.id });

    const response = await t.inject({ method: 'GET', url: '/api/account/export', headers: bearer(me.token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="hostportaal-gegevens-${amsterdamToday(t.clock.now())}.json"`,
    );
    const text = response.body;
    const data = response.json();
    expect(data.profile.email).toBe(me.user.email);
    expect(data.invoices.map((i: { invoiceNumber: string }) => i.invoiceNumber)).toEqual([
      mine.invoice.invoiceNumber,
    ]);
    expect(data.invoices[0].lines.length).toBeGreaterThan(0);
    expect(data.sepaMandates[0].iban).toBe(myMandate.iban);
    expect(data.subscriptions).toHaveLength(1);
    expect(data.activityLog.length).toBeGreaterThan(0);
    expect(text).toContain(myMandate.iban);
    expect(text).not.toContain(theirs.invoice.invoiceNumber);
    expect(text).not.toContain(theirMandate.iban);
    expect(text).not.toContain(other.user.email);
    for (const key of ['password_hash', 'passwordHash', 'twoFactorSecret', 'tokenHash', 'codeHash']) {
      expect(text).not.toContain(`"${key}"`);
    }
  });
});

describe('delete account', () => {
  it('refuses a wrong password or confirmation', async () => {
    const { user, token } = await freshUser();
    const wrong = await t.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(token),
      payload: { password: 'nope-nope', confirmation: 'VERWIJDER' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const unconfirmed = await t.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(token),
      payload: { password: PASSWORD, confirmation: 'verwijder' },
    });
    expect(unconfirmed.statusCode).toBe(422);
    expect((await loadUser(user.id)).anonymizedAt).toBeNull();
  });

  it('is refused while an invoice is unpaid, and allowed once it is paid', async () => {
    const db = t.database.db;
    const pkg = await insertPackage(db);
    const { user, token } = await freshUser({ phone: '0612345678' });
    const mandate = await insertMandate(db, user.id);
    const sub = await insertSubscription(db, { userId: user.id, packageId: pkg.id, mandateId: mandate.id });
    const { invoice } = await insertInvoice(db, { userId: user.id, subscriptionId: sub.id, status: 'open' });

    const refused = await t.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(token),
      payload: { password: PASSWORD, confirmation: 'VERWIJDER' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_HAS_UNPAID_BALANCE',
      error:
        'Je account kan niet worden verwijderd zolang er nog openstaande facturen zijn. Betaal eerst het openstaande bedrag.',
    });
    const untouched = await loadUser(user.id);
    expect(untouched.email).toBe(user.email);
    expect(untouched.anonymizedAt).toBeNull();
    const [stillActive] = await db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(stillActive?.status).toBe('active');
    expect((await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) })).statusCode).toBe(
      200,
    );

    await db
      .update(invoices)
      .set({ status: 'paid', paidCents: invoice.totalCents, paidAt: t.clock.now() })
      .where(eq(invoices.id, invoice.id));
    const deleted = await t.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(token),
      payload: { password: PASSWORD, confirmation: 'VERWIJDER' },
    });
    expect(deleted.statusCode).toBe(200);

    expect((await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    const login = await t.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    const anonymised = await loadUser(user.id);
    expect(anonymised).toMatchObject({
      firstname: 'Verwijderde',
      lastname: 'gebruiker',
      email: `verwijderd-${user.id}@anonymized.invalid`,
      phone: null,
      street: null,
      isActive: false,
      twoFactorEnabled: false,
    });
    expect(anonymised.anonymizedAt).not.toBeNull();
    const [kept] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(kept?.customer.email).toBe(user.email);
    const [ended] = await db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(ended).toMatchObject({
      status: 'cancelled',
      serviceStatus: 'cancelled_expired',
      nextBillingDate: null,
    });
    expect(ended?.endDate).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id))).toHaveLength(0);
  });
});
