import type { DbOrTx } from '../client.ts';
import { payments } from '../schema/index.ts';

export type NewPayment = typeof payments.$inferInsert;
export type Payment = typeof payments.$inferSelect;

/** Inserts a received payment (bank transfer unless `method` says otherwise). */
export async function insertPayment(
  db: DbOrTx,
  input: Partial<NewPayment> & Pick<NewPayment, 'userId' | 'amountCents'>,
): Promise<Payment> {
  const [row] = await db
    .insert(payments)
    .values({ method: 'bank_transfer', status: 'received', ...input })
    .returning();
  if (!row) throw new Error('insertPayment returned no row');
  return row;
}
