import type { DbOrTx } from '../../db/client.ts';

export type BillingRunResult = { runId: string; invoicesCreated: number; totalCents: number };

/**
 * Invoices every subscription whose billing date has come (or only the given ones), one invoice per
 * period. Scaffold: implemented by the lead in issue 4.
 */
export async function billDueSubscriptions(
  _db: DbOrTx,
  _input: { today: string; now: Date; subscriptionIds?: string[]; triggeredBy?: string | null },
): Promise<BillingRunResult> {
  throw new Error('billDueSubscriptions: not implemented yet');
}
