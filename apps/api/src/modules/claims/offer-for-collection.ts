import type { SkippedItem } from '@hostportaal/contract';
import { nextCollectionDate, type RefusedClaimEvent } from '@hostportaal/domain';
import { inArray } from 'drizzle-orm';
import { refusedItem } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { collectionRetryEmail } from './claim-emails.ts';
import { executeClaimEvents } from './claim-executor.ts';
import type { Claim } from './claim-facts.ts';

export type OfferOutcome = {
  /** Offered to the next batch now (were failed). */
  offered: Claim[];
  /** Already waiting for the next batch: nothing to change. */
  waiting: Claim[];
  /** What the lifecycle refused, with its reason. */
  refused: { claim: Claim; reason: string; refusal: RefusedClaimEvent }[];
};

/**
 * A refused claim as a bulk result's skipped item (the invoice's id): the Dutch text for API clients, the
 * lifecycle's reason code and params for screens ("naar incasso", a retry's history).
 */
export function refusedClaimItem({ claim, refusal }: OfferOutcome['refused'][number]): SkippedItem {
  return refusedItem(claim.row.id, 'CONFLICT', refusal.code, refusal.reason, refusal.params);
}

/**
 * Staff offer claims to the next SEPA batch again (retry-payment, "naar incasso"): each claim is asked of
 * the lifecycle (staff_retry), the allowed ones are stored as open or overdue, so the next batch takes them.
 * The caller loaded the claims locked, in its transaction.
 */
export async function offerClaimsForCollection(
  tx: DbOrTx,
  claims: Claim[],
  now: Date,
): Promise<OfferOutcome> {
  const outcome: OfferOutcome = { offered: [], waiting: [], refused: [] };
  const executed = await executeClaimEvents(tx, claims, () => ({ type: 'staff_retry' }), now, {
    submitted: () => now,
  });
  for (const { claim, decision } of executed) {
    if (!decision.allowed) outcome.refused.push({ claim, reason: decision.reason, refusal: decision });
    else if (decision.unchanged) outcome.waiting.push(claim);
    else outcome.offered.push(claim);
  }
  if (outcome.offered.length > 0) await tellCustomers(tx, outcome.offered, now);
  return outcome;
}

/**
 * Each customer hears before the debit what will be collected and when (a new pre-notification of the
 * amount and date, DOMAIN-NL §2) — also after we asked them to transfer it, so they do not pay twice.
 */
async function tellCustomers(tx: DbOrTx, offered: Claim[], now: Date) {
  const company = await getCompanySettings(tx);
  const collectionDate = nextCollectionDate(now, company.collectionLeadDays);
  const byCustomer = new Map<string, Claim[]>();
  for (const claim of offered)
    byCustomer.set(claim.row.user_id, [...(byCustomer.get(claim.row.user_id) ?? []), claim]);
  const customers = await tx
    .select({ id: users.id, email: users.email, firstname: users.firstname })
    .from(users)
    .where(inArray(users.id, [...byCustomer.keys()]));
  for (const customer of customers) {
    const claims = byCustomer.get(customer.id) ?? [];
    await enqueueEmail(tx, {
      to: customer.email,
      userId: customer.id,
      now,
      message: collectionRetryEmail({
        firstname: customer.firstname,
        invoices: claims.map(({ row }) => ({
          invoiceNumber: row.invoice_number,
          openCents: Number(row.total_cents) - Number(row.paid_cents),
          dueDate: row.due_date,
          paymentReference: row.payment_reference,
        })),
        collectionDate,
        company,
      }),
    });
  }
}
