import { randomUUID } from 'node:crypto';
import { amsterdamToday, formatCents, planCreditUse } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { type ClaimWrite, claimWriteOf, writeClaims } from '../claims/claim-executor.ts';
import { type Claim, loadClaims } from '../claims/claim-facts.ts';
import { syncCollectionCases } from '../collections/sync-collection-cases.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { addCreditEntries, type NewCreditEntry } from './credit-ledger.ts';
import { payingBackCentsOf } from './credit-payout-reservations.ts';

type Actor = { id: string | null; now: Date };

export type CreditUse = { userId: string; invoiceId: string; invoiceNumber: string; cents: number };

const uuids = (ids: string[]) => `{${ids.join(',')}}`;

/**
 * Account credit settles the customer's open claims, oldest first, each asked of the claim lifecycle
 * (payment by account_credit: never a claim whose collection is under way), before a batch debits them or
 * the dunning run reminds them (issue 27, case 7). Without userIds: every customer with credit. Locks the
 * claims first and then the customers, the order every payment takes (claim, then the credit it adds), so
 * a payment booked meanwhile waits instead of deadlocking.
 */
export async function applyAvailableCredit(
  tx: DbOrTx,
  scope: { userIds?: string[] },
  actor: Actor,
  /**
   * syncCases false: the caller syncs every collection case right after (the dunning run), so the cases of the
   * claims settled here are not synced twice — opening a few first made PostgreSQL plan the history's
   * foreign-key check for a near-empty table and then scan it for every case the run opened (bench/RESULTS.md).
   */
  options: { syncCases?: boolean } = {},
): Promise<CreditUse[]> {
  if (scope.userIds?.length === 0) return [];
  const only = scope.userIds ? sql`and u.id = any(${uuids(scope.userIds)}::uuid[])` : sql``;
  const withCredit = await tx.execute<{ id: string }>(
    sql`select u.id from users u where u.credit_balance_cents > 0 ${only}`,
  );
  const userIds = withCredit.rows.map((row) => row.id);
  if (userIds.length === 0) return [];
  const claims = await loadClaims(
    tx,
    sql`i.user_id = any(${uuids(userIds)}::uuid[]) and i.status in ('open', 'overdue', 'failed')
      and i.total_cents > i.paid_cents`,
    { lock: true, orderBy: sql`i.user_id, i.due_date, i.year, i.sequence` },
  );
  if (claims.length === 0) return [];
  const owners = [...new Set(claims.map((claim) => claim.row.user_id))];
  // Credit a payout holds is on its way back to the customer: it settles nothing (issue 29).
  const balances = await tx.execute<{ id: string; credit: number }>(sql`
    select u.id, greatest(0, u.credit_balance_cents - ${payingBackCentsOf(sql`u.id`)}) as credit
    from users u where u.id = any(${uuids(owners)}::uuid[]) for update of u`);
  const byUser = new Map<string, Claim[]>();
  for (const claim of claims)
    byUser.set(claim.row.user_id, [...(byUser.get(claim.row.user_id) ?? []), claim]);

  const today = amsterdamToday(actor.now);
  const uses: CreditUse[] = [];
  const writes: ClaimWrite[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const entries: NewCreditEntry[] = [];
  for (const { id: userId, credit } of balances.rows) {
    const own = byUser.get(userId) ?? [];
    const plan = planCreditUse(
      Number(credit),
      own.map((claim) => ({ id: claim.row.id, dueDate: claim.row.due_date, facts: claim.facts })),
      today,
    );
    for (const { id, decision } of plan) {
      const claim = own.find((candidate) => candidate.row.id === id) as Claim;
      const cents = decision.money?.claimCents ?? 0;
      const paymentId = randomUUID();
      writes.push(claimWriteOf({ id, paidCents: Number(claim.row.paid_cents) }, decision, actor.now));
      paymentRows.push({
        id: paymentId,
        userId,
        invoiceId: id,
        amountCents: cents,
        method: 'account_credit',
        reference: claim.row.payment_reference,
        notes: 'Verrekend met tegoed',
        receivedAt: actor.now,
        createdBy: actor.id,
        createdAt: actor.now,
      });
      entries.push({
        userId,
        kind: 'applied',
        amountCents: -cents,
        invoiceId: id,
        paymentId,
        description: `Verrekend met factuur ${claim.row.invoice_number}`,
        createdBy: actor.id,
      });
      uses.push({ userId, invoiceId: id, invoiceNumber: claim.row.invoice_number, cents });
    }
  }
  if (uses.length === 0) return [];
  await writeClaims(tx, writes);
  await tx.insert(payments).values(paymentRows);
  await addCreditEntries(tx, entries, actor.now);
  if (options.syncCases !== false)
    await syncCollectionCases(tx, actor.now, { invoiceIds: uses.map((use) => use.invoiceId) });
  for (const userId of new Set(uses.map((use) => use.userId))) {
    const own = uses.filter((use) => use.userId === userId);
    const total = own.reduce((sum, use) => sum + use.cents, 0);
    await createNotification(tx, {
      userId,
      type: 'payment_received',
      title: 'Tegoed verrekend',
      body: `We hebben ${formatCents(total)} van je tegoed verrekend met ${own.map((use) => `factuur ${use.invoiceNumber}`).join(', ')}. Dat bedrag schrijven we niet meer af.`,
      link: '/dashboard/invoices',
      now: actor.now,
    });
  }
  return uses;
}
