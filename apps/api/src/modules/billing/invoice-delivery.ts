import type { DbOrTx } from '../../db/client.ts';

/** Queues the invoice e-mail again with the stored PDF. Scaffold: implemented by the lead in issue 4. */
export async function resendInvoice(
  _db: DbOrTx,
  _invoiceId: string,
  _actor: { id: string | null; ip?: string; now: Date },
): Promise<void> {
  throw new Error('resendInvoice: not implemented yet');
}
