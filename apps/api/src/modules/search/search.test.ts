import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { tickets } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertUser } from '../../db/seed/user-factory.ts';

let t: TestApp;
let tokenA: string;
let invoiceA: { id: string; invoiceNumber: string };
let invoiceB: { id: string; invoiceNumber: string };
let ticketA: { id: string; number: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const userA = await insertUser(db, { email: 'a@example.nl' });
  const userB = await insertUser(db, { email: 'b@example.nl' });
  const pkg = await insertPackage(db);
  const subA = await insertSubscription(db, {
    userId: userA.id,
    packageId: pkg.id,
    title: 'Webhosting Pro',
    domain: 'bakkerij-jansen.nl',
  });
  const subB = await insertSubscription(db, {
    userId: userB.id,
    packageId: pkg.id,
    title: 'Webhosting Pro',
    domain: 'geheim-van-b.nl',
  });
  invoiceA = (await insertInvoice(db, { userId: userA.id, subscriptionId: subA.id, issueDate: '2026-10-01' }))
    .invoice;
  invoiceB = (await insertInvoice(db, { userId: userB.id, subscriptionId: subB.id, issueDate: '2026-10-02' }))
    .invoice;
  const [row] = await db
    .insert(tickets)
    .values([
      { userId: userA.id, number: 10023, subject: 'Korting 100% op_domein', category: 'sales' },
      { userId: userB.id, number: 10024, subject: 'Korting van B', category: 'sales' },
    ])
    .returning({ id: tickets.id, number: tickets.number });
  if (!row) throw new Error('no ticket');
  ticketA = row;
  tokenA = (await t.login('a@example.nl', 'Test!2026pass')).token;
});
afterAll(() => t.close());

async function search(q: string) {
  const response = await t.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}`,
    headers: bearer(tokenA),
  });
  return response;
}

describe('GET /api/search', () => {
  it('finds own invoices by number with an in-app link, never those of another customer', async () => {
    const own = (await search(invoiceA.invoiceNumber)).json().data;
    expect(own.invoices).toEqual([
      expect.objectContaining({
        id: invoiceA.id,
        label: invoiceA.invoiceNumber,
        link: `/dashboard/invoices?invoice=${invoiceA.id}`,
      }),
    ]);
    const foreign = (await search(invoiceB.invoiceNumber)).json().data;
    expect(foreign).toEqual({ invoices: [], subscriptions: [], tickets: [] });
  });

  it('finds own subscriptions by domain and title, and tickets by subject or number', async () => {
    const byDomain = (await search('bakkerij')).json().data;
    expect(byDomain.subscriptions).toHaveLength(1);
    expect(byDomain.subscriptions[0].link).toBe('/dashboard/subscriptions');
    expect((await search('geheim-van-b')).json().data.subscriptions).toEqual([]);
    expect((await search('webhosting pro')).json().data.subscriptions).toHaveLength(1);
    const bySubject = (await search('korting')).json().data.tickets;
    expect(bySubject.map((r: { id: string }) => r.id)).toEqual([ticketA.id]);
    for (const q of [`#${ticketA.number}`, String(ticketA.number)]) {
      const found = (await search(q)).json().data.tickets;
      expect(found.map((r: { link: string }) => r.link)).toEqual([`/dashboard/support?ticket=${ticketA.id}`]);
    }
  });

  it("escapes LIKE wildcards: '%' and '_' match only themselves", async () => {
    expect((await search('0%')).json().data.tickets).toHaveLength(1);
    expect((await search('%%')).json().data).toEqual({ invoices: [], subscriptions: [], tickets: [] });
    expect((await search('p_d')).json().data.tickets).toHaveLength(1);
    expect((await search('__')).json().data).toEqual({ invoices: [], subscriptions: [], tickets: [] });
  });

  it('needs 2 to 100 characters after trimming', async () => {
    expect((await search(' a ')).statusCode).toBe(422);
    expect((await search('x'.repeat(101))).statusCode).toBe(422);
  });
});
