import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { companySettings, users } from '../db/schema/index.ts';
import { demoCompany } from '../db/seed/portal-seed.ts';
import { insertAdmin, insertUser } from '../db/seed/user-factory.ts';

// Issue 18 item 10: in production the API docs (the map of every route) are the admin's alone, through the
// same guard as a staff route; in development and test they stay open (health.test.ts reads them). Their
// page gets a policy of its own that allows what Swagger UI needs (checked in Chromium) and nothing more.

const PASSWORD = 'Test!2026pass';
const DOCS = ['/api/docs/json', '/api/docs/', '/api/docs/static/swagger-ui.css'];

describe('the API docs in production', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
    await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
    await insertAdmin(t.database.db, { email: 'docs.beheer@example.nl' });
    await insertUser(t.database.db, { email: 'docs.support@example.nl', role: 'support' });
    await insertUser(t.database.db, { email: 'docs.klant@example.nl' });
    for (const who of ['beheer', 'support', 'klant'])
      tokens[who] = (await t.login(`docs.${who}@example.nl`, PASSWORD)).token;
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it.each(DOCS)('answers %s with 401 without a login, 403 to a customer or other staff', async (url) => {
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, tokens.klant)).statusCode).toBe(403);
    expect((await get(url, tokens.support)).statusCode).toBe(403);
  });

  it('shows them to an admin', async () => {
    const document = await get('/api/docs/json', tokens.beheer);
    expect(document.statusCode).toBe(200);
    expect(Object.keys(document.json().paths)).toContain('/auth/login');
    expect((await get('/api/docs/', tokens.beheer)).statusCode).toBe(200);
  });

  it('asks the admin for 2FA first when the company requires it, as on every staff route', async () => {
    await t.database.db.update(companySettings).set({ requireAdminTwoFactor: true });
    try {
      const refused = await get('/api/docs/json', tokens.beheer);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'TWO_FACTOR_REQUIRED']);
    } finally {
      await t.database.db.update(companySettings).set({ requireAdminTwoFactor: false });
    }
  });

  it('refuses them to an admin whose role was taken away, whatever the token says', async () => {
    await insertAdmin(t.database.db, { email: 'docs.oud.beheer@example.nl' });
    const { token } = await t.login('docs.oud.beheer@example.nl', PASSWORD);
    await t.database.db
      .update(users)
      .set({ role: 'user' })
      .where(eq(users.email, 'docs.oud.beheer@example.nl'));
    expect((await get('/api/docs/json', token)).statusCode).toBe(403);
  });
});

describe('the API docs page policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets the docs run only their own scripts and talk only to this origin', async () => {
    const page = await t.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const directives = Object.fromEntries(
      String(page.headers['content-security-policy'])
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
    expect(directives).toEqual({
      'default-src': "'none'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data:",
      'connect-src': "'self'",
      'frame-ancestors': "'none'",
      'base-uri': "'none'",
      'form-action': "'none'",
    });
    const script = await t.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
  });

  it('leaves the portal’s own policy as it was', async () => {
    const health = await t.inject({ method: 'GET', url: '/health' });
    const policy = String(health.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("form-action 'self'");
    // Only the docs page's policy lets go of the portal's: the portal's scripts stay 'self' alone.
    expect(policy).toMatch(/script-src 'self';/);
  });
});
