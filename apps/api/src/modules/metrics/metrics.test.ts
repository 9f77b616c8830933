import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrometheusText, type Sample, sampleValue } from '../../../test/prometheus-text.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companySettings, emailOutbox } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import { inlineJobQueue } from '../../jobs/job-queue.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';

describe('/metrics without METRICS_TOKEN or METRICS_PORT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is not served at all: 404, with or without a token', async () => {
    for (const headers of [{}, bearer(TOKEN)]) {
      const response = await t.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect(t.app.ctx.metrics).toBeNull();
  });
});

describe('/metrics with METRICS_TOKEN on the main port', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
    const admin = await insertAdmin(t.database.db, { email: 'metrics-admin@example.nl' });
    adminToken = (await t.login(admin.email, 'Test!2026pass')).token;
  });
  afterAll(() => t.close());

  const scrape = async (): Promise<Sample[]> => {
    const response = await t.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    return parsePrometheusText(response.body);
  };
  const asAdmin = (method: 'GET' | 'POST', url: string) =>
    t.inject({ method, url, headers: bearer(adminToken) });

  it.each([
    ['no Authorization header', {}],
    ['a wrong token', bearer(`${TOKEN}x`)],
    ['the token without "Bearer"', { authorization: TOKEN }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('answers 401 in the error shape to %s', async (_, headers) => {
    const response = await t.inject({ method: 'GET', url: '/metrics', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect(response.body).not.toContain('hostportaal_');
  });

  it("answers 401 to an admin's session: only the metrics token opens it", async () => {
    const response = await t.inject({ method: 'GET', url: '/metrics', headers: bearer(adminToken) });
    expect(response.statusCode).toBe(401);
  });

  it('answers the token with Prometheus text: process metrics and every queue at 0 from the start', async () => {
    const response = await t.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const samples = parsePrometheusText(response.body);
    expect(sampleValue(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'hostportaal_job_failures_total', { queue: 'dunning-run' })).toBe(0);
    expect(sampleValue(samples, 'hostportaal_database_up')).toBe(1);
  });

  it("times requests by the route's pattern, method and status class, never by the path's ids", async () => {
    const ids = ['0b8e9a4e-0000-4000-8000-000000000001', '0b8e9a4e-0000-4000-8000-000000000002'];
    for (const id of ids) expect((await asAdmin('GET', `/api/admin/users/${id}`)).statusCode).toBe(404);
    await t.inject({ method: 'GET', url: '/api/no-such-route/123' });

    const response = await t.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    const samples = parsePrometheusText(response.body);
    const byPattern = { method: 'GET', route: '/api/admin/users/:id', status_class: '4xx' };
    expect(sampleValue(samples, 'hostportaal_http_request_duration_seconds_count', byPattern)).toBe(2);
    expect(
      sampleValue(samples, 'hostportaal_http_request_duration_seconds_bucket', { ...byPattern, le: '+Inf' }),
    ).toBe(2);
    expect(
      sampleValue(samples, 'hostportaal_http_request_duration_seconds_count', {
        route: 'unmatched',
        status_class: '4xx',
      }),
    ).toBe(1);
    for (const id of ids) expect(response.body).not.toContain(id);
    expect(response.body).not.toContain('no-such-route');
  });

  it('counts a billing run and the invoice delivery it triggers, and shows when billing last finished', async () => {
    const db = t.database.db;
    const customer = await insertUser(db, { email: 'metrics-billing@example.nl' });
    const pkg = await insertPackage(db, { slug: 'metrics-hosting', priceMonthlyCents: 800 });
    await insertSubscription(db, {
      userId: customer.id,
      packageId: pkg.id,
      startDate: '2026-11-21',
      nextBillingDate: '2026-11-21',
    });
    const before = await scrape();
    expect(sampleValue(before, 'hostportaal_last_run_timestamp_seconds', { kind: 'billing_run' })).toBe(
      undefined,
    );
    const runsBefore = sampleValue(before, 'hostportaal_job_runs_total', { queue: 'billing-run' }) ?? 0;

    const started = Math.floor(Date.now() / 1000);
    expect((await asAdmin('POST', '/api/admin/billing-runs')).statusCode).toBe(202);

    const after = await scrape();
    expect(sampleValue(after, 'hostportaal_job_runs_total', { queue: 'billing-run' })).toBe(runsBefore + 1);
    expect(sampleValue(after, 'hostportaal_job_runs_total', { queue: 'invoice-delivery' })).toBe(1);
    expect(sampleValue(after, 'hostportaal_job_failures_total', { queue: 'billing-run' })).toBe(0);
    expect(sampleValue(after, 'hostportaal_job_duration_seconds_count', { queue: 'billing-run' })).toBe(1);
    const finished = sampleValue(after, 'hostportaal_last_run_timestamp_seconds', { kind: 'billing_run' });
    expect(finished).toBeGreaterThanOrEqual(started);
    expect(finished).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
  });

  it('counts a failed job run as a run and a failure', async () => {
    const metrics = t.app.ctx.metrics;
    if (!metrics) throw new Error('metrics are on in this app');
    const failing = inlineJobQueue({
      deps: {
        db: t.database.db,
        clock: t.clock,
        notifyOutbox: () => {},
        publicUrl: 'http://portal.test',
        secretsKey: t.config.SECRETS_KEY,
        panelAllowedNetworks: [],
      },
      log: { info: () => {}, error: () => {} },
      jobs: [
        {
          name: 'purge-auth-records',
          cron: '30 3 * * *',
          run: async () => {
            throw new Error('the database went away');
          },
        },
      ],
      observeJobRun: metrics.observeJobRun,
    });
    await expect(failing.trigger('purge-auth-records')).rejects.toThrow('the database went away');

    const samples = await scrape();
    expect(sampleValue(samples, 'hostportaal_job_runs_total', { queue: 'purge-auth-records' })).toBe(1);
    expect(sampleValue(samples, 'hostportaal_job_failures_total', { queue: 'purge-auth-records' })).toBe(1);
  });

  it('shows when the last dunning run finished and the last SEPA batch was made', async () => {
    const db = t.database.db;
    const customer = await insertUser(db, {
      email: 'metrics-sepa@example.nl',
      street: 'Dorpsstraat',
      houseNumber: '1',
      zipcode: '1234 AB',
      city: 'Ede',
    });
    const mandate = await insertMandate(db, customer.id);
    await insertInvoice(db, {
      userId: customer.id,
      mandateId: mandate.id,
      issueDate: '2026-11-01',
      dueDate: '2026-11-15',
      sentAt: new Date('2026-11-01T09:00:00Z'),
      lines: [{ description: 'Webhosting', unitPriceCents: 1000 }],
    });
    const started = Math.floor(Date.now() / 1000);
    expect((await asAdmin('POST', '/api/admin/collections/run')).statusCode).toBe(200);
    expect((await asAdmin('POST', '/api/admin/sepa-batches')).statusCode).toBe(201);

    const samples = await scrape();
    const dunning = sampleValue(samples, 'hostportaal_last_run_timestamp_seconds', { kind: 'dunning_run' });
    expect(dunning).toBeGreaterThanOrEqual(started);
    expect(dunning).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    // A batch is dated by the app's clock (fixed in tests), as its file's creation time is.
    expect(sampleValue(samples, 'hostportaal_last_run_timestamp_seconds', { kind: 'sepa_batch' })).toBe(
      Math.floor(t.clock.now().getTime() / 1000),
    );
  });

  it('shows the outbox depth: mail waiting to be sent and mail given up on', async () => {
    const db = t.database.db;
    const before = await scrape();
    const unsent = sampleValue(before, 'hostportaal_email_outbox_messages', { state: 'unsent' }) ?? 0;
    const customer = await insertUser(db, { email: 'metrics-mail@example.nl' });
    for (let i = 0; i < 3; i++) {
      const response = await t.inject({
        method: 'POST',
        url: '/auth/forgot-password',
        payload: { email: customer.email },
      });
      expect(response.statusCode).toBe(200);
    }
    // The dispatcher gives up on a mail after its last attempt (email-dispatcher.ts).
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, customer.email));
    await db
      .update(emailOutbox)
      .set({ status: 'failed', attempts: 8, lastError: '550 mailbox unavailable' })
      .where(eq(emailOutbox.id, mail?.id ?? ''));

    const after = await scrape();
    expect(sampleValue(after, 'hostportaal_email_outbox_messages', { state: 'unsent' })).toBe(unsent + 2);
    expect(sampleValue(after, 'hostportaal_email_outbox_messages', { state: 'failed' })).toBe(1);
  });
});
