import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';

/**
 * Ends the service of cancelled subscriptions whose end date has passed. The end date itself is
 * still a service day ('Eindigt vandaag'), so only rows with end_date < today expire. One
 * set-based, conditional UPDATE: idempotent and safe when several instances run it at once.
 */
export async function expireCancelledSubscriptions(
  db: DbOrTx,
  input: { today: string; now: Date },
): Promise<number> {
  const rows = await db
    .update(subscriptions)
    .set({ serviceStatus: 'cancelled_expired', updatedAt: input.now })
    .where(and(eq(subscriptions.serviceStatus, 'cancelled_active'), lt(subscriptions.endDate, input.today)))
    .returning({ id: subscriptions.id });
  return rows.length;
}
