import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { activityLog, invoices, type Package, subscriptions } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

let t: TestApp;
let adminToken: string;
let customerToken: string;
let customerId: string;
let vps: Package;

const body = {
  name: 'Managed VPS Test',
  slug: 'managed-vps-test',
  type: 'managed_vps',
  description: 'Beheerde VPS voor de test',
  specs: { diskGb: 80, bandwidthGb: 4000, vcpu: 2, ramMb: 4096 },
  prices: { monthly: 2495, quarterly: 7200, 'half-yearly': null, annually: 27000 },
  vatRateBp: 2100,
  directadminPackage: null,
  sortOrder: 50,
};

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAdmin(t.database.db, { email: 'beheer@example.nl' });
  const customer = await insertUser(t.database.db, { email: 'klant@example.nl' });
  customerId = customer.id;
  vps = await insertPackage(t.database.db, { slug: 'vps-oud', name: 'VPS Oud', priceMonthlyCents: 2000 });
  adminToken = (await t.login(admin.email, 'Test!2026pass')).token;
  customerToken = (await t.login(customer.email, 'Test!2026pass')).token;
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.inject({ method, url, headers: bearer(adminToken), payload });

describe('admin packages', () => {
  it('are for admins only', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/packages' })).statusCode).toBe(401);
    const forbidden = await t.inject({
      method: 'POST',
      url: '/api/admin/packages',
      headers: bearer(customerToken),
      payload: body,
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('creates a package, refuses a taken slug and a package without any price', async () => {
    const created = await asAdmin('POST', '/api/admin/packages', body);
    expect(created.statusCode).toBe(201);
    expect(created.json().data.package).toMatchObject({
      slug: 'managed-vps-test',
      isActive: true,
      runningSubscriptions: 0,
    });
    const duplicate = await asAdmin('POST', '/api/admin/packages', { ...body, name: 'Ander' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().details).toEqual([{ field: 'slug', message: 'Al in gebruik' }]);
    const noPrice = await asAdmin('POST', '/api/admin/packages', {
      ...body,
      slug: 'gratis',
      prices: { monthly: null, quarterly: null, 'half-yearly': null, annually: null },
    });
    expect(noPrice.statusCode).toBe(422);
    expect(noPrice.json().details[0].field).toBe('prices');
    const badSlug = await asAdmin('POST', '/api/admin/packages', {
      ...body,
      slug: 'Met Spaties',
      prices: { ...body.prices, monthly: -1 },
    });
    expect(badSlug.statusCode).toBe(422);
    expect(
      badSlug
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['prices.monthly', 'slug']);
    const log = await t.database.db.select().from(activityLog).where(eq(activityLog.type, 'package_created'));
    expect(log).toHaveLength(1);
  });

  it('a new price reaches running subscriptions from their next period, never issued invoices', async () => {
    const running = await insertSubscription(t.database.db, {
      userId: customerId,
      packageId: vps.id,
      interval: 'monthly',
    });
    const yearly = await insertSubscription(t.database.db, {
      userId: customerId,
      packageId: vps.id,
      interval: 'annually',
      priceCents: 20000,
    });
    const ended = await insertSubscription(t.database.db, {
      userId: customerId,
      packageId: vps.id,
      interval: 'monthly',
      status: 'cancelled',
      serviceStatus: 'cancelled_expired',
    });
    const { invoice } = await insertInvoice(t.database.db, {
      userId: customerId,
      subscriptionId: running.id,
    });

    const response = await asAdmin('PUT', `/api/admin/packages/${vps.id}`, {
      ...body,
      name: 'VPS Oud',
      slug: 'vps-oud',
      prices: { monthly: 2200, quarterly: null, 'half-yearly': null, annually: 20000 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.repricedSubscriptions).toBe(1);
    expect(response.json().data.package.runningSubscriptions).toBe(2);

    const price = async (id: string) =>
      (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]?.priceCents;
    expect(await price(running.id)).toBe(2200);
    expect(await price(yearly.id)).toBe(20000);
    expect(await price(ended.id)).toBe(2000);
    const [after] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after?.totalCents).toBe(invoice.totalCents);
  });

  it('archiving takes a package off the public catalogue; the admin list still shows it', async () => {
    const archived = await asAdmin('PATCH', `/api/admin/packages/${vps.id}/status`, { isActive: false });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data.package.isActive).toBe(false);
    const catalogue = await t.inject({ method: 'GET', url: '/api/packages' });
    expect(catalogue.json().data.map((p: { slug: string }) => p.slug)).not.toContain('vps-oud');
    const all = await asAdmin('GET', '/api/admin/packages');
    expect(all.json().data.packages.map((p: { slug: string }) => p.slug)).toEqual(
      expect.arrayContaining(['vps-oud', 'managed-vps-test']),
    );
    await asAdmin('PATCH', `/api/admin/packages/${vps.id}/status`, { isActive: true });
    const back = await t.inject({ method: 'GET', url: '/api/packages' });
    expect(back.json().data.map((p: { slug: string }) => p.slug)).toContain('vps-oud');
  });

  it('answers 404 for an unknown package', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await asAdmin('PUT', `/api/admin/packages/${unknown}`, { ...body, slug: 'x-y' })).statusCode,
    ).toBe(404);
    expect(
      (await asAdmin('PATCH', `/api/admin/packages/${unknown}/status`, { isActive: false })).statusCode,
    ).toBe(404);
  });
});
