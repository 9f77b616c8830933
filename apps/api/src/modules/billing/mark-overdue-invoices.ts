import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';

/**
 * An open invoice whose due date has passed unpaid is overdue (SPEC §4 'Achterstallig'). One set-based,
 * conditional UPDATE: idempotent, and safe when several instances run it at once.
 */
export async function markOverdueInvoices(db: DbOrTx, input: { today: string }): Promise<number> {
  const rows = await db
    .update(invoices)
    .set({ status: 'overdue' })
    .where(and(eq(invoices.kind, 'invoice'), eq(invoices.status, 'open'), lt(invoices.dueDate, input.today)))
    .returning({ id: invoices.id });
  return rows.length;
}
