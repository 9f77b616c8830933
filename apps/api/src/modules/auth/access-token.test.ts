import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertUser } from '../../db/seed/user-factory.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token.ts';

// Issue 18 item 10: an access token signed with the right secret is still refused unless it is one as we
// issue them: with exp and iat, issued in the past, for at most the access-token TTL.

let t: TestApp;
let claims: { sub: string; role: string; fam: string };
const now = () => Math.floor(t.clock.now().getTime() / 1000);

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t.database.db, { email: 'token.klant@example.nl' });
  const { token } = await t.login('token.klant@example.nl', 'Test!2026pass');
  // The claims of a real login, on its live session: only the times differ between the tokens below.
  const issued = decodeJwt(token);
  claims = { sub: String(issued.sub), role: String(issued.role), fam: String(issued.fam) };
});
afterAll(() => t.close());

function forge(times: { iat?: number; exp?: number }) {
  let jwt = new SignJWT({ role: claims.role, fam: claims.fam })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer('hostportaal')
    .setAudience('access');
  if (times.iat !== undefined) jwt = jwt.setIssuedAt(times.iat);
  if (times.exp !== undefined) jwt = jwt.setExpirationTime(times.exp);
  return jwt.sign(new TextEncoder().encode(t.config.JWT_SECRET));
}

const profileWith = async (token: string) =>
  (await t.inject({ method: 'GET', url: '/auth/profile', headers: bearer(token) })).statusCode;

describe('access tokens', () => {
  it('accept one signed as we sign them', async () => {
    expect(await profileWith(await forge({ iat: now(), exp: now() + ACCESS_TOKEN_TTL_SECONDS }))).toBe(200);
  });

  it('refuse one without exp, which would never expire', async () => {
    expect(await profileWith(await forge({ iat: now() }))).toBe(401);
  });

  it('refuse one without iat', async () => {
    expect(await profileWith(await forge({ exp: now() + 60 }))).toBe(401);
  });

  it('refuse one that lives longer than the TTL, though it has not expired', async () => {
    expect(await profileWith(await forge({ iat: now(), exp: now() + 10 * 365 * 86_400 }))).toBe(401);
  });

  it('refuse one issued in the future, or longer ago than the TTL', async () => {
    expect(await profileWith(await forge({ iat: now() + 3600, exp: now() + 3600 + 600 }))).toBe(401);
    expect(
      await profileWith(await forge({ iat: now() - ACCESS_TOKEN_TTL_SECONDS - 60, exp: now() + 60 })),
    ).toBe(401);
  });
});
