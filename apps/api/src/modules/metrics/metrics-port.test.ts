import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from '../../../test/prometheus-text.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type MetricsServer, startMetricsServer } from './metrics-server.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';

/** The app as main.ts runs it with METRICS_PORT: the main port from inject, the metrics port over TCP. */
async function appWithMetricsPort(env: Record<string, string>) {
  const t = await createTestApp({ env: { METRICS_PORT: '0', ...env } });
  const metrics = t.app.ctx.metrics;
  if (!metrics) throw new Error('METRICS_PORT turns the metrics on');
  return { t, server: await startMetricsServer(metrics, t.config) };
}

describe('METRICS_PORT: /metrics on a port of its own', () => {
  let t: TestApp;
  let server: MetricsServer;
  beforeAll(async () => {
    ({ t, server } = await appWithMetricsPort({}));
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it('listens on the loopback interface by default, on the port it was given', () => {
    expect(t.config.METRICS_HOST).toBe('127.0.0.1');
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves the main port’s request timings there, and nothing but /metrics', async () => {
    await t.inject({ method: 'GET', url: '/health' });
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const samples = parsePrometheusText(await response.text());
    expect(
      sampleValue(samples, 'hostportaal_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/health',
        status_class: '2xx',
      }),
    ).toBe(1);
    expect(sampleValue(samples, 'hostportaal_database_up')).toBe(1);

    for (const path of ['/health', '/api/auth/profile', '/']) {
      const other = await fetch(`${server.url}${path}`);
      expect(other.status, path).toBe(404);
      expect(await other.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('is not served on the main port, token or not', async () => {
    for (const headers of [{}, bearer(TOKEN)]) {
      const response = await t.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
    }
    expect(t.app.routeCatalog.some((route) => route.url === '/metrics')).toBe(false);
  });
});

describe('METRICS_PORT with METRICS_TOKEN', () => {
  let t: TestApp;
  let server: MetricsServer;
  beforeAll(async () => {
    ({ t, server } = await appWithMetricsPort({ METRICS_TOKEN: TOKEN }));
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it('asks the token on the metrics port too, and still serves nothing on the main one', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`, { headers: bearer('wrong') })).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`, { headers: bearer(TOKEN) })).status).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
  });
});
