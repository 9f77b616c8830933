import type { SepaBatchLeftOut, SepaBatchLeftOutList } from '@hostportaal/contract';
import { amsterdamToday, type ClaimDecision, decideClaimEvent } from '@hostportaal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { type Claim, loadClaimsById } from '../claims/claim-facts.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import { batchCollectionDate, collectableInvoices } from './collectable-invoices.ts';

const SHOWN = 100;

// Refusals that come from the customer's data, not from a rule about the claim: staff fix the data.
const DATA_REFUSALS = new Set<string>(['debit_address', 'debit_debtor_data']);

/** The claim as the report names it, when the batch leaves it out for its data; null otherwise. */
export function leftOutForData(claim: Claim, decision: ClaimDecision): SepaBatchLeftOut | null {
  if (decision.allowed || !DATA_REFUSALS.has(decision.code)) return null;
  const { row } = claim;
  return {
    invoiceId: row.id,
    invoiceNumber: row.invoice_number,
    userId: row.user_id,
    customerName: row.customer_name,
    openCents: Number(row.total_cents) - Number(row.paid_cents),
    reason: decision.code as SepaBatchLeftOut['reason'],
    params: decision.params ?? {},
    message: decision.reason,
  };
}

/**
 * What the next batch leaves out because of the customer's data, read as the batch reads its candidates:
 * the report after a batch, and the SEPA screen's list of what staff must fix (issue 26).
 */
export async function claimsLeftOutOfBatch(db: DbOrTx, now: Date): Promise<SepaBatchLeftOutList> {
  const today = amsterdamToday(now);
  const settings = await getCompanySettings(db);
  const candidates = await collectableInvoices(db, {
    collectionDate: batchCollectionDate(now, settings),
    preNotificationDays: settings.preNotificationDays,
    lock: false,
  });
  const claims = await loadClaimsById(
    db,
    candidates.map((candidate) => candidate.invoiceId),
  );
  const leftOut = claims.flatMap((claim) => {
    const decision = decideClaimEvent(
      claim.facts,
      { type: 'batch_include' },
      { today, dueDate: claim.row.due_date },
    );
    return leftOutForData(claim, decision) ?? [];
  });
  return { claims: leftOut.slice(0, SHOWN), total: leftOut.length };
}
