import { addDays } from '@hostportaal/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { createPayLinks, PAY_LINK_DAYS } from '../../modules/online-payments/pay-links.ts';
import {
  collectionLetters,
  invoices,
  sepaMandates,
  subscriptionNotes,
  subscriptions,
  users,
} from '../schema/index.ts';
import { amsterdamInstant } from './amsterdam-instant.ts';
import { DEMO_LOGINS, seedDemoData } from './demo-seed.ts';

// Issue 26: `npm test` failed on Saturday 2026-11-28 because an e2e spec relied on what the demo seeded for
// that day. The specs that follow a claim of their own make it (e2e/tests/direct-debit-flow.ts); what the
// others read of the demo — the demo logins, the demo customer's statuses, collection cases at each stage,
// consumers waiting for their 14-dagenbrief, overdue payments, claims waiting for a manual payment, a letter
// and a note — must be there whatever day `npm start` seeds it. Each date is seeded as the first start seeds
// it (200 customers) and read through the API on that day's clock, as the e2e specs read it.

/** 14 consecutive days over Christmas and New Year (weekends, 24–26 December, a month and a year end). */
function christmasFortnight(): string[] {
  const first = Date.UTC(2026, 11, 20);
  return Array.from({ length: 14 }, (_, day) =>
    new Date(first + day * 86_400_000).toISOString().slice(0, 10),
  );
}

const DATES = [
  ...christmasFortnight(),
  '2026-11-28', // the Saturday the suite failed on
  '2027-02-28', // a month end on a Sunday
  '2027-03-29', // Easter Monday, no TARGET2 business day
  '2028-02-29', // a leap day
];

const admin = DEMO_LOGINS.find((login) => login.role === 'admin');
const customer = DEMO_LOGINS.find((login) => login.role === 'user');

describe.each(DATES)('the demo seeded on %s', (today) => {
  it('holds what the e2e specs read of it', { timeout: 180_000 }, async () => {
    const database = await createTestDatabase();
    const t = await createTestApp({ database, now: amsterdamInstant(today, 10, 0) });
    try {
      await seedDemoData(database.db, {
        today,
        publicUrl: t.config.PUBLIC_URL,
        secretsKey: t.config.SECRETS_KEY,
      });
      const db = database.db;

      // The demo logins sign in.
      if (!admin || !customer) throw new Error('DEMO_LOGINS has no admin or no customer');
      const staff = await t.login(admin.email, admin.password);
      await t.login(customer.email, customer.password);
      const get = async (url: string) => {
        const response = await t.inject({ method: 'GET', url, headers: bearer(staff.token) });
        expect(response.statusCode, url).toBe(200);
        return response.json().data;
      };

      // The demo customer: running, cancelled and suspended services on a valid mandate; paid, open, overdue
      // and failed invoices (subscriptions.spec, the README).
      const [klant] = await db.select().from(users).where(eq(users.email, customer.email));
      const userId = klant?.id ?? '';
      const [mandate] = await db.select().from(sepaMandates).where(eq(sepaMandates.userId, userId));
      expect(mandate?.status).toBe('valid');
      const own = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      expect(
        own.filter((row) => row.status === 'active' && row.serviceStatus === 'active').length,
      ).toBeGreaterThan(1);
      expect(own.some((row) => row.serviceStatus === 'cancelled_active')).toBe(true);
      expect(own.some((row) => row.serviceStatus === 'suspended')).toBe(true);
      const statuses = new Set(
        (await db.select({ status: invoices.status }).from(invoices).where(eq(invoices.userId, userId))).map(
          (row) => row.status,
        ),
      );
      expect([...statuses]).toEqual(expect.arrayContaining(['paid', 'open', 'overdue', 'failed']));

      // Collection Center (collections.spec): cases at the final notice, a consumer at the first reminder.
      const finalNotice = await get('/api/admin/collections/cases?stage=final_notice&limit=5');
      expect(finalNotice.pagination.totalItems, 'cases at the final notice').toBeGreaterThan(0);
      const firstReminder = await get('/api/admin/collections/cases?stage=first_reminder&limit=100');
      expect(
        firstReminder.cases.some((row: { isBusiness: boolean }) => !row.isBusiness),
        'a consumer at the first reminder',
      ).toBe(true);

      // Incasso Beheer (incasso-beheer.spec): consumers waiting for their 14-dagenbrief.
      const waiting = await get(
        '/api/admin/subscriptions/enhanced?tab=collections&collectionStatus=pending_notice&limit=10',
      );
      expect(waiting.pagination.totalItems, 'subscriptions waiting for a 14-dagenbrief').toBeGreaterThan(0);

      // The overview (admin-overview.spec): an alert for overdue payments.
      const { alerts } = await get('/api/admin/dashboard/alerts');
      expect(
        alerts.some((alert: { section: string }) => alert.section === 'collections'),
        'an alert that opens collections',
      ).toBe(true);

      // Manual payments (layout-fit.spec): claims waiting for a transfer.
      const manual = await get('/api/admin/payments/pending-manual?limit=5');
      expect(manual.pagination.totalItems, 'claims waiting for a manual payment').toBeGreaterThan(0);

      // A suspended service whose latest letter (its 14-dagenbrief, or the incassobrief that followed it) can still
      // be paid from its printed link (pay-from-letter.spec): the history's letters carry the links of their day.
      const payable = await db.execute<{ user_id: string; letter_id: string }>(sql`
        select c.user_id, coalesce(c.collection_letter_id, c.notice_letter_id) as letter_id
        from collection_cases c
        join subscriptions s on s.id = c.subscription_id
        join collection_letters l on l.id = coalesce(c.collection_letter_id, c.notice_letter_id)
        where s.service_status = 'suspended' and c.stage <> 'resolved'
          and l.superseded_by_id is null and l.letter_date > ${addDays(today, -PAY_LINK_DAYS)}`);
      const links = createPayLinks(t.config, t.clock.now());
      const states = await Promise.all(
        payable.rows.map(async (row) => {
          const url = await links.urlFor({ scope: 'letter', userId: row.user_id, letterId: row.letter_id });
          const token = url.split('/').at(-1) ?? '';
          const page = await t.inject({ method: 'GET', url: `/api/pay?token=${token}` });
          return page.json().data?.state;
        }),
      );
      expect(states, 'a suspended service whose letter can be paid online').toContain('payable');

      // Payment arrangements (issue 30): one running and one lapsed, as the replayed daily run left them.
      const arrangements = await get('/api/admin/arrangements?limit=50');
      const arrangementStatuses = arrangements.arrangements.map((row: { status: string }) => row.status);
      expect(arrangementStatuses, 'arrangements running and lapsed').toEqual(
        expect.arrayContaining(['active', 'lapsed']),
      );

      // A customer with a letter and one with a note (layout-fit.spec).
      expect(await db.$count(collectionLetters), 'collection letters').toBeGreaterThan(0);
      expect(await db.$count(subscriptionNotes), 'notes').toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
