import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { subscriptionNotes, ticketMessages, tickets, users } from '../db/schema/index.ts';
import { insertPackage } from '../db/seed/package-factory.ts';
import { insertSubscription } from '../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../db/seed/user-factory.ts';

// SQL and script put through the real create routes are data: stored byte for byte, read back the same,
// and a search for them finds only the rows that hold them. (e2e/tests/inert-input.spec.ts shows the
// screens render them as text.)
const inert = {
  dropTable: "'; DROP TABLE users; --",
  orTrue: "' OR 1=1 --",
  imgOnError: '<img src=x onerror=alert(1)>',
  scriptTag: '<script>alert("xss")</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  template: "{{constructor.constructor('alert(1)')()}} ${7*7}",
  likeWildcards: '100% _echt_ \\ geen wildcard',
  // A bidi override is refused by the text rule (issue 26, apps/api/test/text-rule.test.ts), not stored.
  unicode: 'Zoë 🦀 <b>vet</b> & "aanhalingstekens" مرحبا',
};
const password = 'Test!2026pass';
let t: TestApp;
let customer: { id: string; token: string };
let admin: string;
let subscriptionId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const user = await insertUser(db, { email: 'klant@example.nl', firstname: 'Eva' });
  await insertUser(db, { email: 'ander@example.nl', firstname: 'Daan' });
  await insertAdmin(db, { email: 'beheer@example.nl' });
  subscriptionId = (
    await insertSubscription(db, { userId: user.id, packageId: (await insertPackage(db)).id })
  ).id;
  customer = { id: user.id, token: (await t.login('klant@example.nl', password)).token };
  admin = (await t.login('beheer@example.nl', password)).token;
});
afterAll(() => t.close());

describe('hostile text through the create routes', () => {
  it.for(Object.entries(inert))('a ticket subject and message: %s', async ([, text]) => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: bearer(customer.token),
      payload: { subject: text, category: 'technical', message: text },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    const [row] = await t.database.db.select().from(tickets).where(eq(tickets.id, id));
    const [message] = await t.database.db
      .select()
      .from(ticketMessages)
      .where(eq(ticketMessages.ticketId, id));
    expect([row?.subject, message?.body]).toEqual([text, text]);
    const read = await t.inject({
      method: 'GET',
      url: `/api/tickets/${id}`,
      headers: bearer(customer.token),
    });
    expect(read.json().data).toMatchObject({ subject: text, messages: [{ body: text }] });
    const staff = await t.inject({ method: 'GET', url: `/api/admin/tickets/${id}`, headers: bearer(admin) });
    expect(staff.json().data).toMatchObject({ subject: text });
  });

  it.for(Object.entries(inert))('a profile name: %s', async ([, text]) => {
    const response = await t.inject({
      method: 'PUT',
      url: '/auth/profile',
      headers: bearer(customer.token),
      // Not the town: an address part must be writable in a SEPA file (issue 26), which markup is not.
      payload: { firstname: text, lastname: text, email: 'klant@example.nl', purchaseReference: text },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect([row?.firstname, row?.lastname, row?.purchaseReference]).toEqual([text, text, text]);
    const profile = await t.inject({ method: 'GET', url: '/auth/profile', headers: bearer(customer.token) });
    expect(profile.json().data.user).toMatchObject({
      firstname: text,
      lastname: text,
      purchaseReference: text,
    });
  });

  it.for(Object.entries(inert))('a public subscription note the customer reads: %s', async ([, text]) => {
    const created = await t.inject({
      method: 'POST',
      url: `/api/admin/subscriptions/${subscriptionId}/notes`,
      headers: bearer(admin),
      payload: { title: text, content: text, visibility: 'public' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.note.id as string;
    const [row] = await t.database.db.select().from(subscriptionNotes).where(eq(subscriptionNotes.id, id));
    expect([row?.title, row?.content]).toEqual([text, text]);
    const seen = await t.inject({
      method: 'GET',
      url: `/api/user-subscriptions/${subscriptionId}/notes`,
      headers: bearer(customer.token),
    });
    const shared = seen.json().data.notes.find((note: { id: string }) => note.id === id);
    expect(shared).toMatchObject({ title: text, content: text });
  });
});

describe('hostile text as a search', () => {
  it('finds only the customer whose name holds it, never every row', async () => {
    await t.inject({
      method: 'PUT',
      url: '/auth/profile',
      headers: bearer(customer.token),
      payload: { firstname: inert.orTrue, lastname: 'Bakker', email: 'klant@example.nl' },
    });
    for (const search of [inert.orTrue, inert.dropTable]) {
      const response = await t.inject({
        method: 'GET',
        url: `/api/admin/users?search=${encodeURIComponent(search)}`,
        headers: bearer(admin),
      });
      expect(response.statusCode).toBe(200);
      const found = response.json().data.users.map((user: { email: string }) => user.email);
      expect(found).toEqual(search === inert.orTrue ? ['klant@example.nl'] : []);
    }
  });
});
