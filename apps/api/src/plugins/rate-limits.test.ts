import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAdmin, insertUser } from '../db/seed/user-factory.ts';

// Issue 9: request-rate limits per IP and per account on password reset, login, 2FA, search and exports;
// with REDIS_URL several instances share the counters.

/** A client address of its own per run (the app trusts X-Forwarded-For from its proxy on 127.0.0.1). */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('rate limits in one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on', TRUSTED_PROXIES: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  const forgot = (email: string, ip: string) =>
    t.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      headers: { 'x-forwarded-for': ip },
      payload: { email },
    });

  it('answers 429 with Retry-After after three reset requests for one account, from any address', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await forgot('limiet@example.nl', freshIp())).statusCode).toBe(200);
    }
    const refused = await forgot('LIMIET@example.nl', freshIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // Another account is not affected.
    expect((await forgot('ander@example.nl', freshIp())).statusCode).toBe(200);
  });

  it('answers 429 after ten reset requests from one address, whatever the accounts', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await forgot(`adres${attempt}@example.nl`, ip)).statusCode).toBe(200);
    }
    expect((await forgot('nog.een@example.nl', ip)).statusCode).toBe(429);
    expect((await forgot('nog.een@example.nl', freshIp())).statusCode).toBe(200);
  });

  it('counts the IPv6 addresses of one /64 as one address (issue 26)', async () => {
    for (let host = 1; host <= 10; host++) {
      const from = `2001:db8:aa:1::${host.toString(16)}`;
      expect((await forgot(`zes.${host}@example.nl`, from)).statusCode).toBe(200);
    }
    expect((await forgot('zes.11@example.nl', '2001:db8:aa:1:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await forgot('zes.12@example.nl', '2001:db8:aa:2::1')).statusCode).toBe(200);
  });

  it("counts logins per address and account: an office's colleagues are not held up by each other (issue 26)", async () => {
    const office = freshIp();
    const [first, second] = [await insertUser(t.database.db), await insertUser(t.database.db)];
    const signIn = (email: string) =>
      t.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'x-forwarded-for': office },
        payload: { email, password: 'Test!2026pass' },
      });
    for (let attempt = 0; attempt < 30; attempt++) expect((await signIn(first.email)).statusCode).toBe(200);
    expect((await signIn(first.email)).statusCode).toBe(429);
    expect((await signIn(second.email)).statusCode).toBe(200);
  });

  it('limits analytics, statistics and the Collection Center list: 60 calls a minute per account (issue 26)', async () => {
    const admin = await insertAdmin(t.database.db);
    const { token } = await t.login(admin.email, 'Test!2026pass');
    const call = (url: string) =>
      t.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': freshIp() },
      });
    // The routes of one family share one count.
    const families = [
      ['/api/admin/analytics', '/api/subscription-analytics/sepa'],
      ['/api/admin/dashboard/stats', '/api/admin/sepa-statistics', '/api/admin/subscriptions/enhanced/stats'],
      ['/api/admin/collections/cases'],
    ];
    for (const urls of families) {
      const statuses = new Set<number>();
      for (let n = 0; n < 60; n++) statuses.add((await call(urls[n % urls.length] ?? '')).statusCode);
      expect([urls, [...statuses]]).toEqual([urls, [200]]);
      for (const url of urls) {
        const refused = await call(url);
        expect([url, refused.statusCode, refused.json().code]).toEqual([url, 429, 'TOO_MANY_REQUESTS']);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    // Other staff routes are not counted with them.
    expect((await call('/api/admin/dashboard/alerts')).statusCode).toBe(200);
  });

  it('limits search per account, not the routes without a policy', async () => {
    await insertUser(t.database.db, { email: 'zoeker@example.nl' });
    const { token } = await t.login('zoeker@example.nl', 'Test!2026pass');
    const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': freshIp() };
    const statuses: number[] = [];
    for (let call = 0; call < 121; call++) {
      statuses.push((await t.inject({ method: 'GET', url: '/api/search?q=factuur', headers })).statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect((await t.inject({ method: 'GET', url: '/api/dashboard/summary', headers })).statusCode).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('rate limits shared through Redis (TEST_REDIS_URL)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMITS: 'on', REDIS_URL: redisUrl ?? '', TRUSTED_PROXIES: '127.0.0.1' };
    first = await createTestApp({ env });
    second = await createTestApp({ env });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts the requests of both instances together', async () => {
    const email = `gedeeld.${Date.now()}@example.nl`;
    const send = (app: TestApp) =>
      app.inject({
        method: 'POST',
        url: '/auth/forgot-password',
        headers: { 'x-forwarded-for': freshIp() },
        payload: { email },
      });
    expect((await send(first)).statusCode).toBe(200);
    expect((await send(second)).statusCode).toBe(200);
    expect((await send(first)).statusCode).toBe(200);
    // The fourth, on the other instance: over the account's three an hour.
    expect((await send(second)).statusCode).toBe(429);
  });
});
