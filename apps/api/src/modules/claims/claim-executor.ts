// The claim lifecycle's executor (issue 27): the one place that writes what a claim is (invoices.status) and
// what is paid on it (paid_cents, paid_at). Every service that moves money or a claim asks the lifecycle
// (packages/domain decideClaimEvent) and hands the allowed decisions here; nothing else updates those
// columns (claim-executor.test.ts reads the source to hold that).
import {
  type AllowedClaimEvent,
  amsterdamToday,
  type ClaimDecision,
  type ClaimEvent,
  decideClaimEvent,
  type StoredClaimStatus,
} from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Claim } from './claim-facts.ts';

/** What one claim becomes. Absent fields are left as they are. */
export type ClaimWrite = {
  id: string;
  status: StoredClaimStatus;
  /** What is paid on the claim now (the caller holds the row's lock). */
  paidCents?: number;
  /** When it was settled; null: it is open again. */
  paidAt?: Date | null;
  /** When it was offered to collection or put in a batch; null: it left its collection. */
  submittedForCollectionAt?: Date | null;
};

/** The write an allowed decision makes of a claim whose paid amount was `paidCents`. */
export function claimWriteOf(
  claim: { id: string; paidCents: number },
  decision: AllowedClaimEvent,
  now: Date,
): ClaimWrite {
  return {
    id: claim.id,
    status: decision.status,
    ...(decision.money ? { paidCents: claim.paidCents + decision.money.claimCents } : {}),
    ...(decision.settles ? { paidAt: now } : decision.reopens ? { paidAt: null } : {}),
  };
}

/** Writes claims, one statement however many. */
export async function writeClaims(tx: DbOrTx, writes: ClaimWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const rows = writes.map((write) => ({
    id: write.id,
    status: write.status,
    set_paid: write.paidCents !== undefined,
    paid_cents: write.paidCents ?? 0,
    set_paid_at: write.paidAt !== undefined,
    paid_at: write.paidAt?.toISOString() ?? null,
    set_submitted: write.submittedForCollectionAt !== undefined,
    submitted_at: write.submittedForCollectionAt?.toISOString() ?? null,
  }));
  await tx.execute(sql`
    update invoices i set
      status = v.status,
      paid_cents = case when v.set_paid then v.paid_cents else i.paid_cents end,
      paid_at = case when v.set_paid_at then v.paid_at else i.paid_at end,
      submitted_for_collection_at = case when v.set_submitted then v.submitted_at
        else i.submitted_for_collection_at end
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, status invoice_status,
      set_paid boolean, paid_cents int, set_paid_at boolean, paid_at timestamptz, set_submitted boolean,
      submitted_at timestamptz)
    where i.id = v.id and i.kind = 'invoice'`);
}

export type ExecutedClaim = { claim: Claim; decision: ClaimDecision };

/**
 * Asks the lifecycle the event of each claim (null: none for it) and writes the allowed, changing
 * decisions; `submitted` says what submitted_for_collection_at becomes for a claim that changed. The claims
 * were loaded (locked) in the caller's transaction.
 */
export async function executeClaimEvents(
  tx: DbOrTx,
  claims: Claim[],
  eventOf: (claim: Claim) => ClaimEvent | null,
  now: Date,
  options: { submitted?: (decision: AllowedClaimEvent) => Date | null | undefined } = {},
): Promise<ExecutedClaim[]> {
  const today = amsterdamToday(now);
  const executed: ExecutedClaim[] = [];
  const writes: ClaimWrite[] = [];
  for (const claim of claims) {
    const event = eventOf(claim);
    if (!event) continue;
    const decision = decideClaimEvent(claim.facts, event, { today, dueDate: claim.row.due_date });
    executed.push({ claim, decision });
    if (!decision.allowed || decision.unchanged) continue;
    const submitted = options.submitted?.(decision);
    writes.push({
      ...claimWriteOf({ id: claim.row.id, paidCents: Number(claim.row.paid_cents) }, decision, now),
      ...(submitted !== undefined ? { submittedForCollectionAt: submitted } : {}),
    });
  }
  await writeClaims(tx, writes);
  return executed;
}
