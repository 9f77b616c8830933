import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { BillingRunFlag } from '../../db/schema/index.ts';

// What a billing run left out and why (issue 17: no address; issue 26: a subscription the database refused
// to invoice). Each is flagged on the run, for the run's report and the customer's page; the rest is billed.

export const INCOMPLETE_ADDRESS_REASON = 'Adres van de klant is onvolledig';

/** More refusals than this in one pass is not one bad record: the run stops, as any failure did before. */
const MAX_FAILED_PER_PASS = 20;

type PassResult = { created: number; totalCents: number };
export type FailedSubscription = { subscriptionId: string; error: string };

/**
 * The SQLSTATE of a PostgreSQL error (drizzle wraps it in `cause`), when it says the data of a row could not
 * be processed: class 22 (data exception: a number out of range, text that is no number) or 23 (a constraint
 * the row breaks). Anything else (the database away, a lock timeout) is not about one record.
 */
function dataErrorOf(error: unknown): { message: string } | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^2[23]/.test(code)) return { message: (current as Error).message };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Bills `ids` in one pass; when the database refuses a row, halves the set until the refused subscriptions
 * are found, bills the rest, and returns the refused ones with the database's reason. Each pass commits on
 * its own, so what was billed stays billed and invoice numbers stay without gaps.
 */
export async function billLeavingOutRefused(
  ids: string[],
  billPass: (ids: string[]) => Promise<PassResult>,
): Promise<PassResult & { failed: FailedSubscription[] }> {
  const total: PassResult & { failed: FailedSubscription[] } = { created: 0, totalCents: 0, failed: [] };
  const attempt = async (part: string[]): Promise<void> => {
    if (part.length === 0) return;
    try {
      const result = await billPass(part);
      total.created += result.created;
      total.totalCents += result.totalCents;
    } catch (error) {
      const refused = dataErrorOf(error);
      if (!refused || total.failed.length >= MAX_FAILED_PER_PASS) throw error;
      const [only] = part;
      if (part.length === 1 && only) {
        total.failed.push({ subscriptionId: only, error: refused.message.slice(0, 300) });
        return;
      }
      const middle = Math.ceil(part.length / 2);
      await attempt(part.slice(0, middle));
      await attempt(part.slice(middle));
    }
  };
  await attempt(ids);
  return total;
}

/** The run's flags for subscriptions the database refused to invoice, named by their customer. */
export async function refusedFlags(db: DbOrTx, failed: FailedSubscription[]): Promise<BillingRunFlag[]> {
  if (failed.length === 0) return [];
  const errors = new Map(failed.map((item) => [item.subscriptionId, item.error]));
  const result = await db.execute<{ subscription_id: string; user_id: string; customer_name: string }>(sql`
    select s.id as subscription_id, s.user_id, u.firstname || ' ' || u.lastname as customer_name
    from subscriptions s join users u on u.id = s.user_id
    where s.id = any(${`{${[...errors.keys()].join(',')}}`}::uuid[])
    order by u.lastname, u.firstname, u.id, s.id`);
  return result.rows.map((row) => ({
    subscriptionId: row.subscription_id,
    userId: row.user_id,
    customerName: row.customer_name,
    code: 'invoice_refused' as const,
    reason: 'De database weigerde de factuur van dit abonnement',
    detail: errors.get(row.subscription_id) ?? '',
  }));
}
