import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertUser } from '../db/seed/user-factory.ts';

// Issue 9: CSP without inline scripts, frame-ancestors none, HSTS only behind TLS, no server banner;
// the refresh cookie HttpOnly, SameSite=Strict and Secure when the portal is served over HTTPS.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://portaal.example.nl', TRUSTED_PROXIES: '127.0.0.1' },
  });
  await insertUser(t.database.db, { email: 'koek@example.nl' });
});
afterAll(() => t.close());

describe('security headers', () => {
  it('forbid inline scripts and framing, and name no server software', async () => {
    const response = await t.inject({ method: 'GET', url: '/health' });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers.server).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends HSTS only when the request came over TLS (through the proxy)', async () => {
    const plain = await t.inject({ method: 'GET', url: '/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await t.inject({ method: 'GET', url: '/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('sets the refresh cookie HttpOnly, SameSite=Strict and Secure on an HTTPS portal', async () => {
    const login = await t.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'koek@example.nl', password: 'Test!2026pass' },
    });
    const cookie = login.cookies.find((candidate) => candidate.name === 'hp_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true });
    // The access token is only ever in the body, never a cookie; beside the refresh cookie only the known
    // device's (issue 18), for the login routes, just as strict.
    expect(login.cookies.map((candidate) => candidate.name).sort()).toEqual([
      'hp_device',
      'hp_device',
      'hp_refresh',
    ]);
    for (const device of login.cookies.filter((candidate) => candidate.name === 'hp_device'))
      expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true });
  });
});
