import { addDays } from '@hostportaal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { createArrangement } from '../../modules/payment-arrangements/create-arrangement.ts';
import { payArrangement } from '../../modules/payment-arrangements/pay-arrangement.ts';
import type { DbOrTx } from '../client.ts';
import { arrangementInstalments, paymentArrangements, users } from '../schema/index.ts';
import { amsterdamInstant } from './amsterdam-instant.ts';
import { demoCustomerLogin } from './demo-customer.ts';
import { financeEmail } from './staff-users.ts';

// The demo's payment arrangements (issue 30), made as staff and customers make them while the collection
// history is replayed: on its day finance agrees three monthly instalments by transfer with a consumer whose
// 14-dagenbrief term is running, and the transfers come in (or do not) on the instalments' due dates. The
// daily arrangement run of the replay reminds and lapses them as it does in production, so the demo shows one
// lapsed (back in collection), one with its second instalment late and reminded, and one on track.

type Planned = {
  /**
   * The days (before today) on which it may be agreed, the first day a consumer fits; its first instalment
   * falls a week later, the others a month apart. The windows make the outcome by today whatever the date:
   * lapsed (first instalment missed, two grace periods past), second instalment late and reminded but not yet
   * lapsed, on track.
   */
  agreedDaysAgo: [from: number, to: number];
  /** The instalments the customer pays, each on its due date. */
  paid: number[];
};

const PLANNED: Planned[] = [
  { agreedDaysAgo: [45, 23], paid: [] },
  { agreedDaysAgo: [51, 47], paid: [1] },
  { agreedDaysAgo: [30, 8], paid: [1] },
];

export type ArrangementHistory = {
  /** Called on each replayed day after the dunning run: agrees and pays what the plan says for that day. */
  onDay: (day: string) => Promise<void>;
  made: () => number;
};

/**
 * A consumer in collection, furthest first (the 14-dagenbrief sent and its term running, then the
 * reminders), before any incassobrief, not suspended, without an arrangement, and not the demo customer the
 * README and the e2e specs sign in as.
 */
async function candidate(db: DbOrTx): Promise<string | null> {
  const rows = await db.execute<{ user_id: string }>(sql`
    select c.user_id from collection_cases c
    join users u on u.id = c.user_id
    left join subscriptions s on s.id = c.subscription_id
    where c.stage in ('first_reminder', 'second_reminder', 'final_notice') and c.collection_letter_id is null
      and c.resolved_at is null and u.email <> ${demoCustomerLogin.email}
      and coalesce(nullif(trim(u.kvk_number), ''), nullif(trim(u.vat_id), '')) is null
      and coalesce(s.service_status::text, '') <> 'suspended'
      and not exists (select 1 from payment_arrangements a where a.user_id = c.user_id)
    order by (c.notice_letter_id is not null) desc, (c.stage = 'second_reminder') desc, u.email
    limit 1`);
  return rows.rows[0]?.user_id ?? null;
}

export async function arrangementHistory(db: DbOrTx, today: string): Promise<ArrangementHistory> {
  const [finance] = await db.select({ id: users.id }).from(users).where(eq(users.email, financeEmail));
  const staffId = finance?.id ?? null;
  const payments: { day: string; arrangementId: string; sequence: number }[] = [];
  let made = 0;
  const agreed = new Set<number>();
  return {
    made: () => made,
    onDay: async (day) => {
      for (const [index, plan] of PLANNED.entries()) {
        const [from, to] = plan.agreedDaysAgo;
        if (agreed.has(index) || day < addDays(today, -from) || day > addDays(today, -to)) continue;
        const userId = await candidate(db);
        if (!userId) continue;
        agreed.add(index);
        const now = amsterdamInstant(day, 10, 0);
        const arrangement = await createArrangement(db, {
          userId,
          body: { instalments: 3, firstDueDate: addDays(day, 7), method: 'transfer', note: '' },
          origin: 'staff',
          actor: { id: staffId, now },
        });
        made += 1;
        const schedule = await db
          .select()
          .from(arrangementInstalments)
          .where(eq(arrangementInstalments.arrangementId, arrangement.id));
        for (const instalment of schedule)
          if (plan.paid.includes(instalment.sequence) && instalment.dueDate <= today)
            payments.push({
              day: instalment.dueDate,
              arrangementId: arrangement.id,
              sequence: instalment.sequence,
            });
      }
      for (const payment of payments.filter((row) => row.day === day)) {
        const [row] = await db
          .select({ instalment: arrangementInstalments })
          .from(arrangementInstalments)
          .innerJoin(paymentArrangements, eq(paymentArrangements.id, arrangementInstalments.arrangementId))
          .where(
            and(
              eq(arrangementInstalments.arrangementId, payment.arrangementId),
              eq(arrangementInstalments.sequence, payment.sequence),
              eq(paymentArrangements.status, 'active'),
            ),
          );
        if (!row) continue;
        const now = amsterdamInstant(day, 12, 0);
        await db.transaction((tx) =>
          payArrangement(
            tx,
            payment.arrangementId,
            {
              amountCents: row.instalment.amountCents,
              route: 'bank_transfer',
              method: 'bank_transfer',
              reference: row.instalment.paymentReference,
              externalId: `DEMO-${row.instalment.paymentReference}`,
              notes: '',
            },
            { id: null, now },
          ),
        );
      }
    },
  };
}
