import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'hp-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('serves the SPA files without a login, assets cached for good', async () => {
    const asset = await t.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.inject({ method: 'GET', url: '/' })).body).toContain('id="root"');
  });

  it('answers client-side routes with index.html', async () => {
    const page = await t.inject({ method: 'GET', url: '/dashboard/invoices' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('id="root"');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    for (const url of ['/api/nope', '/auth/nope', '/pay/nope', '/two-factor/nope']) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });
});
