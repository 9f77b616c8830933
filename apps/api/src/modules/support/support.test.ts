import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { emailOutbox, notifications, tickets } from '../../db/schema/index.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

const password = 'Test!2026pass';
let t: TestApp;
let a: { token: string; id: string };
let b: { token: string; id: string };
let admin: { token: string };
let bSubscriptionId: string;
let aSubscriptionId: string;

async function loginAs(email: string) {
  const session = await t.login(email, password);
  return { token: session.token, id: session.body.data.user.id };
}

async function createTicket(token: string, subject = 'Website is traag') {
  t.clock.advance(60_000);
  const response = await t.inject({
    method: 'POST',
    url: '/api/tickets',
    headers: bearer(token),
    payload: { subject, category: 'technical', message: 'Sinds vanochtend laadt mijn site erg langzaam.' },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: string; number: number; status: string };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const userA = await insertUser(db, { email: 'a@example.nl', firstname: 'Anna' });
  const userB = await insertUser(db, { email: 'b@example.nl', firstname: 'Bram' });
  await insertAdmin(db, { email: 'staff@example.nl', firstname: 'Sanne' });
  const pkg = await insertPackage(db);
  aSubscriptionId = (await insertSubscription(db, { userId: userA.id, packageId: pkg.id })).id;
  bSubscriptionId = (await insertSubscription(db, { userId: userB.id, packageId: pkg.id })).id;
  a = await loginAs('a@example.nl');
  b = await loginAs('b@example.nl');
  admin = await loginAs('staff@example.nl');
});
afterAll(() => t.close());

describe('customer tickets', () => {
  it('creates a ticket with its first message and lists it', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: bearer(a.token),
      payload: {
        subject: 'Vraag over mijn VPS',
        category: 'technical',
        subscriptionId: aSubscriptionId,
        message: 'Hoi!',
      },
    });
    expect(created.statusCode).toBe(201);
    const ticket = created.json().data;
    expect(ticket).toMatchObject({
      subject: 'Vraag over mijn VPS',
      status: 'open',
      subscriptionId: aSubscriptionId,
    });
    expect(ticket.messages).toEqual([expect.objectContaining({ body: 'Hoi!', fromStaff: false })]);
    const list = await t.inject({ method: 'GET', url: '/api/tickets?status=open', headers: bearer(a.token) });
    expect(list.json().data.tickets.map((row: { id: string }) => row.id)).toContain(ticket.id);
  });

  it("validates subject, category and message, and refuses another customer's subscription", async () => {
    const invalid = await t.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: bearer(a.token),
      payload: { subject: 'Hi', category: 'hardware', message: '' },
    });
    expect(invalid.statusCode).toBe(422);
    const foreign = await t.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: bearer(a.token),
      payload: {
        subject: 'Dienst van een ander',
        category: 'billing',
        subscriptionId: bSubscriptionId,
        message: 'x',
      },
    });
    expect(foreign.statusCode).toBe(422);
    const [row] = await t.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.subject, 'Dienst van een ander'));
    expect(row).toBeUndefined();
  });

  it("never shows, changes or closes someone else's ticket (404)", async () => {
    const ticketB = await createTicket(b.token, 'Alleen van B');
    const list = await t.inject({ method: 'GET', url: '/api/tickets', headers: bearer(a.token) });
    expect(list.json().data.tickets.map((row: { id: string }) => row.id)).not.toContain(ticketB.id);
    const read = await t.inject({
      method: 'GET',
      url: `/api/tickets/${ticketB.id}`,
      headers: bearer(a.token),
    });
    expect(read.statusCode).toBe(404);
    const replyAttempt = await t.inject({
      method: 'POST',
      url: `/api/tickets/${ticketB.id}/messages`,
      headers: bearer(a.token),
      payload: { message: 'ingebroken' },
    });
    expect(replyAttempt.statusCode).toBe(404);
    const close = await t.inject({
      method: 'POST',
      url: `/api/tickets/${ticketB.id}/close`,
      headers: bearer(a.token),
    });
    expect(close.statusCode).toBe(404);
    const own = await t.inject({
      method: 'GET',
      url: `/api/tickets/${ticketB.id}`,
      headers: bearer(b.token),
    });
    expect(own.json().data.status).toBe('open');
    expect(own.json().data.messages).toHaveLength(1);
  });

  it('a customer reply reopens; a closed ticket refuses replies (409)', async () => {
    const ticket = await createTicket(a.token, 'Sluiten en heropenen');
    await t.database.db.update(tickets).set({ status: 'answered' }).where(eq(tickets.id, ticket.id));
    t.clock.advance(60_000);
    const reply = await t.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/messages`,
      headers: bearer(a.token),
      payload: { message: 'Nog een vraag' },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data.status).toBe('open');
    expect(reply.json().data.messages.map((m: { body: string }) => m.body)).toEqual([
      'Sinds vanochtend laadt mijn site erg langzaam.',
      'Nog een vraag',
    ]);
    const close = await t.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/close`,
      headers: bearer(a.token),
    });
    expect(close.json().data.status).toBe('closed');
    const refused = await t.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/messages`,
      headers: bearer(a.token),
      payload: { message: 'Toch nog iets' },
    });
    expect(refused.statusCode).toBe(409);
  });

  it('the contact form creates a ticket (category other by default)', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/contact',
      headers: bearer(a.token),
      payload: { subject: 'Offerte aanvragen', message: 'Graag een offerte voor 3 VPSen.' },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(tickets).where(eq(tickets.id, response.json().data.id));
    expect(row).toMatchObject({
      userId: a.id,
      category: 'other',
      status: 'open',
      subject: 'Offerte aanvragen',
    });
  });
});

describe('admin tickets', () => {
  it('are for admins only (403 for a customer)', async () => {
    const ticket = await createTicket(a.token);
    for (const [method, url, payload] of [
      ['GET', '/api/admin/tickets', undefined],
      ['GET', `/api/admin/tickets/${ticket.id}`, undefined],
      ['POST', `/api/admin/tickets/${ticket.id}/messages`, { message: 'x' }],
      ['PATCH', `/api/admin/tickets/${ticket.id}`, { status: 'closed' }],
    ] as const) {
      const response = await t.inject({ method, url, headers: bearer(a.token), payload });
      expect(response.statusCode).toBe(403);
    }
  });

  it('lists waiting tickets first and searches by number, subject and e-mail', async () => {
    const ticket = await createTicket(b.token, 'Zoekbaar_onderwerp 100%');
    const byNumber = await t.inject({
      method: 'GET',
      url: `/api/admin/tickets?search=%23${ticket.number}`,
      headers: bearer(admin.token),
    });
    expect(byNumber.json().data.tickets.map((row: { id: string }) => row.id)).toEqual([ticket.id]);
    const byEmail = await t.inject({
      method: 'GET',
      url: '/api/admin/tickets?search=b%40example',
      headers: bearer(admin.token),
    });
    expect(
      byEmail
        .json()
        .data.tickets.every((row: { customer: { email: string } }) => row.customer.email === 'b@example.nl'),
    ).toBe(true);
    const wildcard = await t.inject({
      method: 'GET',
      url: '/api/admin/tickets?search=%25',
      headers: bearer(admin.token),
    });
    expect(wildcard.json().data.tickets.map((row: { id: string }) => row.id)).toEqual([ticket.id]);
    const all = await t.inject({
      method: 'GET',
      url: '/api/admin/tickets?limit=100',
      headers: bearer(admin.token),
    });
    const statuses = all.json().data.tickets.map((row: { status: string }) => row.status);
    expect(statuses.indexOf('open')).toBe(0);
    expect(statuses.lastIndexOf('open')).toBeLessThan(statuses.indexOf('closed'));
  });

  it('a staff reply answers the ticket, queues the e-mail and notifies the customer', async () => {
    const ticket = await createTicket(a.token, 'Hulp bij DNS');
    t.clock.advance(60_000);
    const response = await t.inject({
      method: 'POST',
      url: `/api/admin/tickets/${ticket.id}/messages`,
      headers: bearer(admin.token),
      payload: { message: 'Je nameservers staan nu goed.' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      status: 'answered',
      customer: { email: 'a@example.nl' },
    });
    expect(response.json().data.messages.at(-1)).toMatchObject({ fromStaff: true, authorName: 'Sanne' });
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, 'a@example.nl'), eq(emailOutbox.template, 'ticket_answered')));
    expect(mail?.subject).toBe(`Nieuw antwoord op je ticket #${ticket.number}`);
    expect(mail?.textBody).toContain('Je nameservers staan nu goed.');
    expect(mail?.textBody).toContain(`http://portal.test/dashboard/support?ticket=${ticket.id}`);
    const [notification] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, a.id));
    expect(notification).toMatchObject({
      type: 'ticket_answered',
      link: `/dashboard/support?ticket=${ticket.id}`,
      readAt: null,
    });

    const patched = await t.inject({
      method: 'PATCH',
      url: `/api/admin/tickets/${ticket.id}`,
      headers: bearer(admin.token),
      payload: { status: 'closed' },
    });
    expect(patched.json().data.status).toBe('closed');
    const missing = await t.inject({
      method: 'GET',
      url: '/api/admin/tickets/00000000-0000-4000-8000-000000000000',
      headers: bearer(admin.token),
    });
    expect(missing.statusCode).toBe(404);
  });
});
