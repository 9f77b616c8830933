import { formatCents, formatDateLong, type IsoDate } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { executeClaimEvents } from './claim-executor.ts';
import { type Claim, loadClaims } from './claim-facts.ts';

export type RenewalOutcome = {
  /** Claims that waited for a new IBAN or mandate: the next batch debits them now. */
  collected: Claim[];
  /** Unpaid claims the new account does not change: a letter asks for a transfer, or it was charged back. */
  toTransfer: Claim[];
};

const openOf = (claim: Claim) => Number(claim.row.total_cents) - Number(claim.row.paid_cents);

/**
 * A customer gave a new IBAN or a new mandate: every unpaid claim on that mandate is asked of the lifecycle
 * (payment_method_renewed). The ones that waited for it (AC01/AC04/AC06/MD01/AG01/SL01…) go back to the
 * next batch; the others stay as they are. In the caller's transaction, after the mandate changed.
 */
export async function renewPaymentMethodForClaims(
  tx: DbOrTx,
  mandateId: string,
  now: Date,
): Promise<RenewalOutcome> {
  const claims = await loadClaims(
    tx,
    sql`i.mandate_id = ${mandateId} and i.status in ('open', 'overdue', 'failed') and i.total_cents > i.paid_cents`,
    { lock: true, orderBy: sql`i.due_date, i.invoice_number` },
  );
  const outcome: RenewalOutcome = { collected: [], toTransfer: [] };
  const executed = await executeClaimEvents(tx, claims, () => ({ type: 'payment_method_renewed' }), now, {
    submitted: () => now,
  });
  for (const { claim, decision } of executed) {
    if (!decision.allowed) continue;
    if (decision.after.nextActor === 'next_batch') outcome.collected.push(claim);
    else outcome.toTransfer.push(claim);
  }
  return outcome;
}

/** The paragraph of the confirmation e-mail: what the new account will be debited for, and what not. */
export function renewalText(outcome: RenewalOutcome, collectOn: IsoDate): string {
  const parts: string[] = [];
  if (outcome.collected.length > 0) {
    const lines = outcome.collected.map(
      (claim) => `- factuur ${claim.row.invoice_number}: ${formatCents(openOf(claim))}`,
    );
    parts.push(
      `Wat nog openstond schrijven we met de volgende incasso, op ${formatDateLong(collectOn)}, van de nieuwe rekening af:\n${lines.join('\n')}`,
    );
  }
  if (outcome.toTransfer.length > 0) {
    const lines = outcome.toTransfer.map(
      (claim) =>
        `- factuur ${claim.row.invoice_number}: ${formatCents(openOf(claim))}${claim.row.payment_reference ? ` (o.v.v. ${claim.row.payment_reference})` : ''}`,
    );
    parts.push(
      `Deze facturen schrijven we niet af; maak ze over zoals gevraagd in onze aanmaning of e-mail:\n${lines.join('\n')}`,
    );
  }
  return parts.join('\n\n');
}
