import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { activityLog, refreshTokens } from './db/schema/index.ts';
import { insertUser } from './db/seed/user-factory.ts';

// Issue 18 item 1: the client address (request.ip) is the first hop that is not a trusted proxy
// (TRUSTED_PROXIES), so X-Forwarded-For from anyone else changes neither a rate-limit bucket nor what is
// recorded. app.inject's peer is 127.0.0.1: the attacker when no proxy is configured, the proxy otherwise.

const forgot = (t: TestApp, email: string, forwardedFor: string) =>
  t.inject({
    method: 'POST',
    url: '/auth/forgot-password',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email },
  });

/** The address recorded for the user's newest session and newest login in the activity log. */
async function recordedAddresses(t: TestApp, email: string, forwardedFor: string) {
  const user = await insertUser(t.database.db, { email });
  const login = await t.inject({
    method: 'POST',
    url: '/auth/login',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email, password: 'Test!2026pass' },
  });
  expect(login.statusCode).toBe(200);
  const [session] = await t.database.db
    .select({ ip: refreshTokens.ip })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, user.id))
    .orderBy(desc(refreshTokens.createdAt));
  const [activity] = await t.database.db
    .select({ ip: activityLog.ip })
    .from(activityLog)
    .where(eq(activityLog.userId, user.id))
    .orderBy(desc(activityLog.id));
  return { session: session?.ip, activity: activity?.ip };
}

describe('without TRUSTED_PROXIES (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => t.close());

  it('keeps one rate-limit bucket for the peer whatever X-Forwarded-For says', async () => {
    // Ten reset requests an hour per address; each claims another address, as a spraying attacker would.
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await forgot(t, `spray${attempt}@example.nl`, `203.0.113.${attempt + 1}`);
      expect(response.statusCode).toBe(200);
    }
    const eleventh = await forgot(t, 'spray10@example.nl', '198.51.100.99');
    expect(eleventh.statusCode).toBe(429);
  });

  it('records the peer, not the forwarded address, for the session and the activity log', async () => {
    expect(await recordedAddresses(t, 'gespoofd@example.nl', '198.51.100.23')).toEqual({
      session: '127.0.0.1',
      activity: '127.0.0.1',
    });
  });

  it('takes no HTTPS claim from X-Forwarded-Proto (no HSTS over plain HTTP)', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('with TRUSTED_PROXIES=127.0.0.1 (a proxy on the same host)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on', TRUSTED_PROXIES: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  it('records the address the proxy forwarded', async () => {
    expect(await recordedAddresses(t, 'achter.proxy@example.nl', '198.51.100.23')).toEqual({
      session: '198.51.100.23',
      activity: '198.51.100.23',
    });
  });

  it('stops at the first untrusted hop: what a client wrote before it counts for nothing', async () => {
    // The client sent "X-Forwarded-For: 192.0.2.1"; the proxy appended the address it saw.
    expect(await recordedAddresses(t, 'keten@example.nl', '192.0.2.1, 203.0.113.50')).toEqual({
      session: '203.0.113.50',
      activity: '203.0.113.50',
    });
    // A trusted hop in the chain is passed over, up to the first untrusted one.
    expect(
      await recordedAddresses(t, 'twee.proxies@example.nl', '192.0.2.1, 203.0.113.51, 127.0.0.1'),
    ).toEqual({ session: '203.0.113.51', activity: '203.0.113.51' });
  });

  it('limits by the first untrusted hop, whatever the client puts before it', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await forgot(t, `keten${attempt}@example.nl`, `10.0.0.${attempt + 1}, 203.0.113.77`);
      expect(response.statusCode).toBe(200);
    }
    expect((await forgot(t, 'keten10@example.nl', '10.9.9.9, 203.0.113.77')).statusCode).toBe(429);
    // Another client behind the same proxy has a bucket of its own.
    expect((await forgot(t, 'keten11@example.nl', '203.0.113.78')).statusCode).toBe(200);
  });
});
