import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { activityLog, subscriptions } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

// Issue 20: the trail stores a Dutch description; each line the activity screens get carries its type and
// the facts to word it in the reader's language (params), or null when a screen must show the description.

const PASSWORD = 'Test!2026pass';
let t: TestApp;
let adminToken: string;
let packageId: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAdmin(t.database.db, { email: 'regels.beheer@example.nl' });
  adminToken = (await t.login(admin.email, PASSWORD)).token;
  packageId = (await insertPackage(t.database.db, { slug: 'regels-hosting', priceMonthlyCents: 1000 })).id;
});
afterAll(() => t.close());

type Line = { type: string; description: string; params: Record<string, unknown> | null };

async function customerActivity(token: string): Promise<Line[]> {
  const response = await t.inject({ url: '/api/account/activity?limit=50', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json().data.activities;
}

async function adminActivity(userId: string): Promise<Line[]> {
  const response = await t.inject({
    url: `/api/admin/users/${userId}/activity?limit=50`,
    headers: bearer(adminToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.items;
}

const asAdmin = (url: string, payload: object) =>
  t.inject({ method: 'POST', url, headers: bearer(adminToken), payload });

describe('activity lines: type and params', () => {
  it('words what the customer did: a login, settings, other sessions ended, a cancellation', async () => {
    const customer = await insertUser(t.database.db, { email: 'regels.klant@example.nl' });
    const subscription = await insertSubscription(t.database.db, {
      userId: customer.id,
      packageId,
      title: 'Webhosting Regels',
      startDate: '2026-10-01',
      nextBillingDate: '2026-12-01',
    });
    await t.login(customer.email, PASSWORD);
    const { token } = await t.login(customer.email, PASSWORD);
    const headers = bearer(token);
    const settings = await t.inject({
      method: 'PUT',
      url: '/api/account/preferences',
      headers,
      payload: {
        theme: 'dark',
        language: 'en',
        timezone: 'Europe/Amsterdam',
        dateFormat: 'DD-MM-YYYY',
        currency: 'EUR',
      },
    });
    expect(settings.statusCode).toBe(200);
    const revoked = await t.inject({ method: 'POST', url: '/api/account/sessions/revoke-others', headers });
    expect(revoked.json().data.revoked).toBe(1);
    const cancelled = await t.inject({
      method: 'POST',
      url: `/api/user-subscriptions/${subscription.id}/cancel`,
      headers,
      payload: { reason: 'Te duur' },
    });
    expect(cancelled.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));

    const lines = await customerActivity(token);
    expect(lines.map(({ type, params }) => ({ type, params }))).toEqual([
      {
        type: 'subscription_cancelled',
        params: { variant: 'default', title: 'Webhosting Regels', date: row?.endDate },
      },
      { type: 'session_revoked', params: { variant: 'others', count: 1 } },
      { type: 'settings_updated', params: { variant: 'preferences' } },
      { type: 'login', params: { variant: 'default' } },
      { type: 'login', params: { variant: 'default' } },
    ]);
    // The stored description stays, Dutch, for what cannot be worded.
    expect(lines[0]?.description).toMatch(/^Abonnement Webhosting Regels opgezegd/);

    const overview = await t.inject({ url: '/auth/profile', headers });
    expect(overview.json().data.activityLog[0]).toMatchObject({
      type: 'subscription_cancelled',
      params: { variant: 'default', title: 'Webhosting Regels' },
    });
  });

  it('words what staff did, on the customer’s screens and the admin’s user page alike', async () => {
    const customer = await insertUser(t.database.db, { email: 'regels.betaler@example.nl' });
    const subscription = await insertSubscription(t.database.db, {
      userId: customer.id,
      packageId,
      title: 'VPS Regels',
      status: 'suspended',
      serviceStatus: 'suspended',
    });
    const { invoice } = await insertInvoice(t.database.db, {
      userId: customer.id,
      subscriptionId: subscription.id,
      issueDate: '2026-10-01',
      dueDate: '2026-10-15',
      status: 'overdue',
      lines: [{ description: 'VPS', unitPriceCents: 1000 }],
    });
    const paid = await asAdmin(`/api/admin/payments/${invoice.id}/mark-paid`, {
      amount: 1210,
      paymentMethod: 'bank_transfer',
      notes: 'Interne notitie van de kas',
      reactivateSubscription: true,
    });
    expect(paid.statusCode).toBe(200);
    const paused = await asAdmin(`/api/admin/subscriptions/${subscription.id}/pause`, {
      reason: 'Klant op reis',
    });
    expect(paused.statusCode).toBe(200);

    const expected = [
      {
        type: 'subscription_paused',
        params: { variant: 'default', title: 'VPS Regels', reason: 'Klant op reis' },
      },
      {
        type: 'payment',
        params: {
          variant: 'invoice',
          invoiceNumber: invoice.invoiceNumber,
          amountCents: 1210,
          paymentMethod: 'bank_transfer',
          reactivated: true,
        },
      },
      {
        type: 'subscription_reactivated',
        params: {
          variant: 'suspension',
          title: 'VPS Regels',
          invoiceNumber: invoice.invoiceNumber,
          nextInvoiceDate: expect.any(String),
        },
      },
    ];
    const { token } = await t.login(customer.email, PASSWORD);
    const customerLines = (await customerActivity(token)).filter((line) => line.type !== 'login');
    expect(customerLines.map(({ type, params }) => ({ type, params }))).toEqual(expected);
    const adminLines = (await adminActivity(customer.id)).filter((line) => line.type !== 'login');
    expect(adminLines.map(({ type, params }) => ({ type, params }))).toEqual(expected);
    // Only the facts of the wording leave the server: not the cashier's note, nor the rows before and after.
    expect(JSON.stringify(customerLines)).not.toContain('Interne notitie');
    expect(JSON.stringify(adminLines)).not.toContain('serviceStatus');
  });

  it('gives old rows without the facts, and types no screen words, no params', async () => {
    const customer = await insertUser(t.database.db, { email: 'regels.oud@example.nl' });
    const base = { userId: customer.id, actorId: customer.id, createdAt: new Date('2025-03-01T09:00:00Z') };
    await t.database.db.insert(activityLog).values([
      {
        ...base,
        type: 'payment',
        action: 'Betaling ontvangen',
        description: 'Betaling voor factuur 2025-000001 ontvangen via SEPA-incasso',
        metadata: { invoiceNumber: '2025-000001' },
      },
      {
        ...base,
        type: 'session_revoked',
        action: 'Andere sessies beëindigd',
        description: '2 andere sessies beëindigd',
      },
      { ...base, type: 'something_new', action: 'Iets nieuws', description: 'Iets nieuws gebeurd' },
      // A type worded without facts needs none, so an old row of it is worded too.
      {
        ...base,
        type: 'password_changed',
        action: 'Wachtwoord gewijzigd',
        description: 'Wachtwoord gewijzigd',
      },
    ]);
    const lines = await adminActivity(customer.id);
    expect(Object.fromEntries(lines.map((line) => [line.type, line.params]))).toEqual({
      payment: null,
      session_revoked: null,
      something_new: null,
      password_changed: { variant: 'default' },
    });
  });
});
