import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

// Issue 9: a user sees their live sessions and ends one or all others; an admin ends a user's sessions.
// An ended session loses access at once, not when its access token runs out.

let t: TestApp;

beforeAll(async () => {
  // Behind a proxy on 127.0.0.1 (app.inject's peer), whose X-Forwarded-For names each login's address.
  t = await createTestApp({ env: { TRUSTED_PROXIES: '127.0.0.1' } });
  await insertUser(t.database.db, { email: 'sessies@example.nl' });
  await insertUser(t.database.db, { email: 'ander.sessies@example.nl' });
  await insertAdmin(t.database.db, { email: 'sessies.beheer@example.nl' });
});
afterAll(() => t.close());

const loginFrom = (email: string, userAgent: string, ip: string) =>
  t
    .inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'user-agent': userAgent, 'x-forwarded-for': ip },
      payload: { email, password: 'Test!2026pass' },
    })
    .then((response) => bearer(response.json().data.accessToken as string));
const sessionsOf = (headers: Record<string, string>) =>
  t.inject({ method: 'GET', url: '/api/account/sessions', headers });
const canReadProfile = async (headers: Record<string, string>) =>
  (await t.inject({ method: 'GET', url: '/auth/profile', headers })).statusCode === 200;

describe('my sessions', () => {
  it('lists each login with its browser and address, marks this one, and ends another at once', async () => {
    const laptop = await loginFrom('sessies@example.nl', 'Firefox op laptop', '192.0.2.10');
    const phone = await loginFrom('sessies@example.nl', 'Safari op telefoon', '198.51.100.7');
    const listed = await sessionsOf(laptop);
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json().data.sessions as {
      id: string;
      userAgent: string;
      ip: string;
      current: boolean;
    }[];
    expect(
      sessions
        .map(({ userAgent, ip, current }) => ({ userAgent, ip, current }))
        .sort((a, b) => a.ip.localeCompare(b.ip)),
    ).toEqual([
      { userAgent: 'Firefox op laptop', ip: '192.0.2.10', current: true },
      { userAgent: 'Safari op telefoon', ip: '198.51.100.7', current: false },
    ]);
    const phoneSession = sessions.find((session) => !session.current);

    const ended = await t.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneSession?.id}`,
      headers: laptop,
    });
    expect(ended.statusCode).toBe(200);
    expect(await canReadProfile(phone)).toBe(false);
    expect(await canReadProfile(laptop)).toBe(true);
    expect((await sessionsOf(laptop)).json().data.sessions).toHaveLength(1);
    // Gone is gone: a second time it is not found.
    expect(
      (
        await t.inject({
          method: 'DELETE',
          url: `/api/account/sessions/${phoneSession?.id}`,
          headers: laptop,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("cannot see or end another user's session", async () => {
    const mine = await loginFrom('sessies@example.nl', 'Chrome', '192.0.2.20');
    const theirs = await loginFrom('ander.sessies@example.nl', 'Edge', '192.0.2.30');
    const [theirSession] = (await sessionsOf(theirs)).json().data.sessions as { id: string }[];
    expect(JSON.stringify((await sessionsOf(mine)).json())).not.toContain(theirSession?.id);
    const attempt = await t.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${theirSession?.id}`,
      headers: mine,
    });
    expect(attempt.statusCode).toBe(404);
    expect(await canReadProfile(theirs)).toBe(true);
  });

  it('ends every other session and keeps this one', async () => {
    const here = await loginFrom('sessies@example.nl', 'Deze browser', '192.0.2.40');
    const elsewhere = await loginFrom('sessies@example.nl', 'Andere browser', '192.0.2.41');
    const result = await t.inject({
      method: 'POST',
      url: '/api/account/sessions/revoke-others',
      headers: here,
    });
    expect(result.json().data.revoked).toBeGreaterThanOrEqual(1);
    expect(await canReadProfile(elsewhere)).toBe(false);
    expect(await canReadProfile(here)).toBe(true);
    expect((await sessionsOf(here)).json().data.sessions).toMatchObject([
      { current: true, userAgent: 'Deze browser' },
    ]);
  });
});

describe("an admin and a user's sessions", () => {
  it('lists them and ends them all, and the user is logged out everywhere', async () => {
    const admin = await loginFrom('sessies.beheer@example.nl', 'Beheer', '192.0.2.50');
    const user = await loginFrom('ander.sessies@example.nl', 'Tablet', '192.0.2.51');
    const profile = await t.inject({ method: 'GET', url: '/auth/profile', headers: user });
    const userId = profile.json().data.user.id as string;
    const listed = await t.inject({
      method: 'GET',
      url: `/api/admin/users/${userId}/sessions`,
      headers: admin,
    });
    expect(listed.json().data.sessions.length).toBeGreaterThanOrEqual(1);
    const ended = await t.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/sessions/revoke-all`,
      headers: admin,
    });
    expect(ended.statusCode).toBe(200);
    expect(await canReadProfile(user)).toBe(false);
    expect(
      (await t.inject({ method: 'GET', url: `/api/admin/users/${userId}/sessions`, headers: admin })).json()
        .data.sessions,
    ).toEqual([]);
    // A customer cannot do this.
    const customer = await loginFrom('sessies@example.nl', 'Klant', '192.0.2.52');
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/admin/users/${userId}/sessions/revoke-all`,
          headers: customer,
        })
      ).statusCode,
    ).toBe(403);
  });
});
