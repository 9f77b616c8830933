import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and docs', () => {
  it('GET /health reports the database and the version', async () => {
    const response = await t.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      version: '0.1.0',
      checks: { database: { status: 'up' } },
    });
  });

  it('the OpenAPI document lists every auth and two-factor route', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    const routes = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /auth/login',
        'POST /auth/register',
        'POST /auth/logout',
        'POST /auth/refresh-token',
        'POST /auth/forgot-password',
        'POST /auth/reset-password',
        'POST /auth/change-password',
        'GET /auth/verify',
        'GET /auth/profile',
        'PUT /auth/profile',
        'GET /two-factor/status',
        'POST /two-factor/setup',
        'POST /two-factor/enable',
        'POST /two-factor/verify',
        'POST /two-factor/disable',
        'POST /two-factor/regenerate-backup-codes',
        'GET /health',
      ]),
    );
    const docs = await t.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('unknown API paths answer a JSON 404, with safe headers', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers.server).toBeUndefined();
  });
});
