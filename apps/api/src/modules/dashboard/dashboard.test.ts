import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { tickets, users } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { insertPayment } from '../../db/seed/payment-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertUser } from '../../db/seed/user-factory.ts';

const password = 'Test!2026pass';
let t: TestApp;
let aToken: string;
const aIds: Record<string, string> = {};
let bSubscriptionId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const userA = await insertUser(db, { email: 'a@example.nl', createdAt: new Date('2023-05-02T09:00:00Z') });
  const userB = await insertUser(db, { email: 'b@example.nl' });
  await db.update(users).set({ creditBalanceCents: 1250 }).where(eq(users.id, userA.id));
  await db.update(users).set({ creditBalanceCents: 99_999 }).where(eq(users.id, userB.id));
  const vps = await insertPackage(db, {
    name: 'Managed VPS Basis',
    type: 'managed_vps',
    diskGb: 80,
    bandwidthGb: 4000,
    vcpu: 2,
    ramMb: 4096,
  });
  const hosting = await insertPackage(db, { name: 'Webhosting Plus', type: 'shared_hosting', diskGb: 25 });
  const add = async (key: string, values: Parameters<typeof insertSubscription>[1]) => {
    aIds[key] = (await insertSubscription(db, values)).id;
  };
  await add('vps', {
    userId: userA.id,
    packageId: vps.id,
    interval: 'quarterly',
    priceCents: 5985,
    salePriceCents: 4985,
    startDate: '2026-09-25',
    nextBillingDate: '2026-12-25',
    url: 'https://panel.hostportaal.test/vps',
  });
  await add('hosting', {
    userId: userA.id,
    packageId: hosting.id,
    priceCents: 1000,
    startDate: '2026-10-26',
    nextBillingDate: '2026-11-26',
    domain: 'voorbeeld.nl',
  });
  await add('cancelledActive', {
    userId: userA.id,
    packageId: hosting.id,
    status: 'cancelled',
    serviceStatus: 'cancelled_active',
    nextBillingDate: '2026-11-23',
  });
  await add('suspended', {
    userId: userA.id,
    packageId: hosting.id,
    status: 'suspended',
    serviceStatus: 'suspended',
  });
  await add('expired', {
    userId: userA.id,
    packageId: hosting.id,
    status: 'cancelled',
    serviceStatus: 'cancelled_expired',
  });
  bSubscriptionId = (await insertSubscription(db, { userId: userB.id, packageId: vps.id })).id;

  // A: open 8,41; overdue 8,41; failed 8,41 of which 4,00 paid; paid; cancelled; a credit note.
  await insertInvoice(db, { userId: userA.id, issueDate: '2026-11-01', status: 'open' });
  await insertInvoice(db, { userId: userA.id, issueDate: '2026-09-01', status: 'overdue' });
  await insertInvoice(db, { userId: userA.id, issueDate: '2026-10-01', status: 'failed', paidCents: 400 });
  const paid = await insertInvoice(db, { userId: userA.id, issueDate: '2026-08-01', status: 'paid' });
  await insertInvoice(db, { userId: userA.id, issueDate: '2026-07-01', status: 'cancelled' });
  await insertInvoice(db, {
    userId: userA.id,
    issueDate: '2026-08-05',
    kind: 'credit_note',
    creditForInvoiceId: paid.invoice.id,
    status: 'open',
    lines: [{ description: 'Creditering', unitPriceCents: -695 }],
  });
  await insertInvoice(db, { userId: userB.id, issueDate: '2026-11-01', status: 'overdue' });

  await insertPayment(db, {
    userId: userA.id,
    amountCents: 841,
    receivedAt: new Date('2026-08-03T10:00:00Z'),
  });
  await insertPayment(db, {
    userId: userA.id,
    amountCents: 400,
    receivedAt: new Date('2026-10-05T10:00:00Z'),
  });
  await insertPayment(db, {
    userId: userA.id,
    amountCents: 5000,
    receivedAt: new Date('2025-12-31T23:30:00Z'),
  });
  await insertPayment(db, {
    userId: userA.id,
    amountCents: 3000,
    receivedAt: new Date('2025-12-31T22:30:00Z'),
  });
  await insertPayment(db, {
    userId: userA.id,
    amountCents: 700,
    status: 'reversed',
    receivedAt: new Date('2026-09-03T10:00:00Z'),
  });
  await insertPayment(db, {
    userId: userB.id,
    amountCents: 77_700,
    receivedAt: new Date('2026-06-01T10:00:00Z'),
  });

  await db.insert(tickets).values([
    { userId: userA.id, subject: 'Mail komt niet aan', category: 'technical', status: 'open' },
    { userId: userA.id, subject: 'Vraag over factuur', category: 'billing', status: 'answered' },
    { userId: userA.id, subject: 'Opgelost', category: 'other', status: 'closed' },
    { userId: userB.id, subject: 'Van B', category: 'other', status: 'open' },
  ]);
  aToken = (await t.login('a@example.nl', password)).token;
});
afterAll(() => t.close());

describe('GET /api/dashboard/summary', () => {
  it('counts only the caller’s running services, unpaid invoices, credit and open tickets', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/dashboard/summary',
      headers: bearer(aToken),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      // The hosting account waits for a DirectAdmin server (none is configured): listed, not counted.
      activeServices: 1,
      openInvoices: { count: 3, amountCents: 841 + 841 + 441 },
      accountCreditCents: 1250,
      openTickets: 2,
      today: '2026-11-21',
    });
    expect(data.services.map((service: { id: string }) => service.id)).toEqual([aIds.hosting, aIds.vps]);
    expect(data.services[0]).toMatchObject({ id: aIds.hosting, waitingForServer: true, url: null });
    expect(data.services[1]).toEqual({
      id: aIds.vps,
      title: 'Managed VPS Basis',
      planName: 'Managed VPS Basis',
      amount: 4985,
      // 21% of 49,85 is 10,4685, booked as 10,47 as its invoice does (issue 28).
      grossAmount: 6032,
      interval: 'quarterly',
      nextBillingDate: '2026-12-25',
      url: 'https://panel.hostportaal.test/vps',
      domain: null,
      packageType: 'managed_vps',
      specs: { diskGb: 80, bandwidthGb: 4000, vcpu: 2, ramMb: 4096 },
      waitingForServer: false,
    });
    expect(response.body).not.toContain(bSubscriptionId);
  });

  it('gives quick stats from real data', async () => {
    const { data } = (
      await t.inject({ method: 'GET', url: '/api/dashboard/summary', headers: bearer(aToken) })
    ).json();
    expect(data.quickStats).toEqual({
      // 23:30 UTC on 31 December is already 2026 in Amsterdam, 22:30 is not; reversed payments do not count.
      paidThisYearCents: 841 + 400 + 5000,
      // The invoice asks the gross: each line rounded once at the package's 21 % (invoicedPrice).
      nextInvoice: { date: '2026-11-26', amountCents: 1000, grossAmountCents: 1210 },
      customerSince: '2023-05-02T09:00:00.000Z',
      totalInvoices: 6,
    });
  });

  it('needs a login', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/dashboard/summary' })).statusCode).toBe(401);
  });
});

describe('GET /api/services', () => {
  it('lists every service that has not ended, with specs and no made-up usage', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/services', headers: bearer(aToken) });
    expect(response.statusCode).toBe(200);
    const { services } = response.json().data;
    const ids = services.map((service: { id: string }) => service.id).sort();
    expect(ids).toEqual([aIds.vps, aIds.hosting, aIds.cancelledActive, aIds.suspended].sort());
    const hosting = services.find((service: { id: string }) => service.id === aIds.hosting);
    expect(hosting).toMatchObject({
      packageName: 'Webhosting Plus',
      packageType: 'shared_hosting',
      specs: { diskGb: 25 },
      status: 'active',
      serviceStatus: 'active',
      domain: 'voorbeeld.nl',
      startDate: '2026-10-26',
      usage: null,
      waitingForServer: true,
      url: null,
    });
    // Suspended with no unpaid invoice of its own to name.
    expect(services.find((service: { id: string }) => service.id === aIds.suspended)).toMatchObject({
      serviceStatus: 'suspended',
      waitingForServer: false,
      suspension: null,
    });
    expect(response.body).not.toContain(bSubscriptionId);
  });
});
