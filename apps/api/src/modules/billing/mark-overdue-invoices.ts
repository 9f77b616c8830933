import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { executeClaimEvents } from '../claims/claim-executor.ts';
import { loadClaims } from '../claims/claim-facts.ts';

/**
 * An open invoice whose due date has passed unpaid is overdue (SPEC §4 'Achterstallig'): the claim
 * lifecycle's due_date_passed, for every candidate in one locked read and one write. Idempotent, and safe
 * when several instances run it at once (the second finds them overdue).
 */
export async function markOverdueInvoices(db: DbOrTx, input: { today: string; now?: Date }): Promise<number> {
  const now = input.now ?? new Date(`${input.today}T12:00:00Z`);
  return db.transaction(async (tx) => {
    const claims = await loadClaims(
      tx,
      sql`i.status = 'open' and i.due_date < ${input.today}::date and i.total_cents > i.paid_cents`,
      { lock: true },
    );
    const executed = await executeClaimEvents(tx, claims, () => ({ type: 'due_date_passed' }), now);
    return executed.filter(({ decision }) => decision.allowed && !decision.unchanged).length;
  });
}
