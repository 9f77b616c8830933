import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_NOW, type TestApp } from '../../../test/test-app.ts';
import { notifications } from '../../db/schema/index.ts';
import { insertUser } from '../../db/seed/user-factory.ts';
import { createNotification } from './create-notification.ts';

let t: TestApp;
let a: { token: string; id: string };
let b: { token: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const userA = await insertUser(db, { email: 'a@example.nl' });
  const userB = await insertUser(db, { email: 'b@example.nl' });
  for (let i = 0; i < 3; i++) {
    await createNotification(db, {
      userId: userA.id,
      type: 'invoice_issued',
      title: `Factuur ${i}`,
      body: 'Je factuur staat klaar',
      link: '/dashboard/invoices',
      now: new Date(TEST_NOW.getTime() - (3 - i) * 60_000),
    });
  }
  await createNotification(db, {
    userId: userB.id,
    type: 'security',
    title: 'B',
    body: 'Van B',
    now: TEST_NOW,
  });
  const loginA = await t.login('a@example.nl', 'Test!2026pass');
  const loginB = await t.login('b@example.nl', 'Test!2026pass');
  a = { token: loginA.token, id: userA.id };
  b = { token: loginB.token, id: userB.id };
});
afterAll(() => t.close());

async function listOf(token: string, limit = 10) {
  const response = await t.inject({
    method: 'GET',
    url: `/api/notifications?limit=${limit}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    notifications: { id: string; title: string; readAt: string | null }[];
    unreadCount: number;
  };
}

describe('notifications', () => {
  it("lists only the caller's notifications, newest first, with the unread count", async () => {
    const list = await listOf(a.token, 2);
    expect(list.notifications.map((n) => n.title)).toEqual(['Factuur 2', 'Factuur 1']);
    expect(list.unreadCount).toBe(3);
    expect((await t.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it("marks one read; another customer's notification answers 404 and stays unread", async () => {
    const own = (await listOf(a.token)).notifications[0];
    const read = await t.inject({
      method: 'POST',
      url: `/api/notifications/${own?.id}/read`,
      headers: bearer(a.token),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.unreadCount).toBe(2);
    const foreign = (await listOf(b.token)).notifications[0];
    const refused = await t.inject({
      method: 'POST',
      url: `/api/notifications/${foreign?.id}/read`,
      headers: bearer(a.token),
    });
    expect(refused.statusCode).toBe(404);
    expect((await listOf(b.token)).unreadCount).toBe(1);
  });

  it("read-all marks only the caller's own", async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: bearer(a.token),
    });
    expect(response.json().data.unreadCount).toBe(0);
    expect((await listOf(a.token)).unreadCount).toBe(0);
    const [rowB] = await t.database.db.select().from(notifications).where(eq(notifications.userId, b.id));
    expect(rowB?.readAt).toBeNull();
  });
});
