import type { RunProblem } from '@hostportaal/contract';
import { amsterdamToday, decideClaimEvent } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lastBillingRunFlagsOf } from '../billing/last-billing-run.ts';
import { loadClaims } from '../claims/claim-facts.ts';
import { lastDunningRunFailuresOf } from '../collections/dunning-runs.ts';
import { leftOutForData } from '../sepa/batch-left-out.ts';

/**
 * What the runs over many records left out for this customer and why (issue 26), for the customer's page:
 * the SEPA batch's screening read live (gone once the data is corrected), the last billing run's flags and
 * the last dunning run's failures.
 */
export async function userRunProblems(db: DbOrTx, userId: string, now: Date): Promise<RunProblem[]> {
  const today = amsterdamToday(now);
  const [claims, billing, dunning] = await Promise.all([
    loadClaims(
      db,
      sql`i.user_id = ${userId} and i.payment_type = 'sepa' and i.status in ('open', 'overdue')
        and i.total_cents > i.paid_cents`,
      { orderBy: sql`i.year, i.sequence`, limit: 100 },
    ),
    lastBillingRunFlagsOf(db, userId),
    lastDunningRunFailuresOf(db, userId),
  ]);
  const sepa = claims.flatMap((claim): RunProblem[] => {
    const decision = decideClaimEvent(
      claim.facts,
      { type: 'batch_include' },
      { today, dueDate: claim.row.due_date },
    );
    const leftOut = leftOutForData(claim, decision);
    if (!leftOut) return [];
    return [
      {
        run: 'sepa_batch',
        code: leftOut.reason,
        params: leftOut.params,
        record: { kind: 'invoice', id: leftOut.invoiceId, label: leftOut.invoiceNumber },
        message: leftOut.message,
        at: null,
      },
    ];
  });
  const billed = billing.flagged.map(
    (flag): RunProblem => ({
      run: 'billing_run',
      code: flag.code ?? 'address_incomplete',
      params: flag.detail ? { detail: flag.detail } : {},
      record: { kind: 'subscription', id: flag.subscriptionId, label: flag.customerName },
      message: flag.reason,
      at: billing.finishedAt?.toISOString() ?? null,
    }),
  );
  const dunned = dunning.failures.map(
    (failure): RunProblem => ({
      run: 'dunning_run',
      code: 'dunning_failed',
      params: { reason: failure.reason },
      record: { kind: 'customer', id: failure.userId, label: failure.customerName },
      message: `Aanmaningsstap mislukt: ${failure.reason}`,
      at: dunning.finishedAt?.toISOString() ?? null,
    }),
  );
  return [...sepa, ...billed, ...dunned];
}
