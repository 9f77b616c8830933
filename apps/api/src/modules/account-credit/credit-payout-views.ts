import type { CreditPayout, CreditPayoutBatch } from '@hostportaal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isoTimestamp } from '../../db/iso-timestamp.ts';
import { payoutStatusOf } from './credit-payout-reservations.ts';

// Payouts and payout batches as finance's screens show them (issue 29).

type PayoutRow = {
  id: string;
  user_id: string;
  customer_number: number;
  customer_name: string;
  route: CreditPayout['route'];
  status: CreditPayout['status'];
  amount_cents: number;
  iban: string | null;
  end_to_end_id: string | null;
  batch_id: string | null;
  provider_status: string | null;
  return_reason_code: string | null;
  created_at: string;
  sent_at: string | null;
};

async function selectPayouts(db: DbOrTx, where: SQL): Promise<CreditPayout[]> {
  const result = await db.execute<PayoutRow>(sql`
    select p.id, p.user_id, u.customer_number, u.firstname || ' ' || u.lastname as customer_name, p.route::text
      as route, ${payoutStatusOf} as status, p.amount_cents, p.iban, p.end_to_end_id, p.batch_id,
      r.status::text as provider_status, p.return_reason_code, ${isoTimestamp(sql`p.created_at`)} as created_at,
      ${isoTimestamp(sql`coalesce(p.sent_at, case when r.status = 'refunded' then r.updated_at end)`)} as sent_at
    from credit_payouts p join users u on u.id = p.user_id
      left join online_refunds r on r.id = p.online_refund_id
    where ${where} order by p.created_at desc, p.id`);
  return result.rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    customerNumber: Number(row.customer_number),
    customerName: row.customer_name,
    route: row.route,
    status: row.status,
    amountCents: Number(row.amount_cents),
    iban: row.iban,
    endToEndId: row.end_to_end_id,
    batchId: row.batch_id,
    providerStatus: row.provider_status,
    returnReasonCode: row.return_reason_code,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  }));
}

export const payoutsById = (db: DbOrTx, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : selectPayouts(db, sql`p.id = any(${`{${ids.join(',')}}`}::uuid[])`);

export const payoutsOfCustomer = (db: DbOrTx, userId: string) =>
  selectPayouts(db, sql`p.user_id = ${userId}::uuid`);

type BatchRow = {
  id: string;
  status: CreditPayoutBatch['status'];
  message_id: string | null;
  execution_date: string | null;
  created_at: string;
  file_created_at: string | null;
  sent_at: string | null;
  cancelled_at: string | null;
};

async function selectBatches(db: DbOrTx, where: SQL): Promise<CreditPayoutBatch[]> {
  const result = await db.execute<BatchRow>(sql`
    select b.id, b.status::text as status, b.message_id, b.execution_date::text as execution_date,
      ${isoTimestamp(sql`b.created_at`)} as created_at, ${isoTimestamp(sql`b.file_created_at`)} as file_created_at,
      ${isoTimestamp(sql`b.sent_at`)} as sent_at, ${isoTimestamp(sql`b.cancelled_at`)} as cancelled_at
    from credit_payout_batches b where ${where} order by b.created_at desc limit 50`);
  const ids = result.rows.map((row) => row.id);
  const payouts =
    ids.length === 0 ? [] : await selectPayouts(db, sql`p.batch_id = any(${`{${ids.join(',')}}`}::uuid[])`);
  return result.rows.map((row) => {
    const own = payouts.filter((payout) => payout.batchId === row.id);
    const counted = row.status === 'cancelled' ? own : own.filter((payout) => payout.status !== 'cancelled');
    return {
      id: row.id,
      status: row.status,
      messageId: row.message_id,
      executionDate: row.execution_date,
      numberOfTransactions: counted.length,
      totalCents: counted.reduce((sum, payout) => sum + payout.amountCents, 0),
      createdAt: row.created_at,
      fileCreatedAt: row.file_created_at,
      sentAt: row.sent_at,
      cancelledAt: row.cancelled_at,
      payouts: own,
    };
  });
}

export async function payoutBatchById(db: DbOrTx, id: string): Promise<CreditPayoutBatch | null> {
  return (await selectBatches(db, sql`b.id = ${id}::uuid`))[0] ?? null;
}

/** Batches still to act on or recently done (the last 30 days), and Mollie payouts of the last 30 days. */
export async function listCreditPayouts(db: DbOrTx, now: Date) {
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60_000);
  const [batches, molliePayouts] = await Promise.all([
    selectBatches(db, sql`(b.status in ('open', 'file_created') or b.created_at >= ${since})`),
    selectPayouts(db, sql`p.route = 'mollie' and p.created_at >= ${since}`),
  ]);
  return { batches, molliePayouts };
}
