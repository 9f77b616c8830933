import { count, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';

export type OutboxDepth = { unsent: number; failed: number };

/**
 * Mail still to be delivered (pending, including those waiting for a retry) and mail given up on. Read
 * through email_outbox_status_idx (status first), so the sent mail, nearly all of the table, is never read.
 */
export async function outboxDepth(db: DbOrTx): Promise<OutboxDepth> {
  const [row] = await db
    .select({
      unsent: count(sql`case when ${emailOutbox.status} = 'pending' then 1 end`),
      failed: count(sql`case when ${emailOutbox.status} = 'failed' then 1 end`),
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ['pending', 'failed']));
  return { unsent: row?.unsent ?? 0, failed: row?.failed ?? 0 };
}
