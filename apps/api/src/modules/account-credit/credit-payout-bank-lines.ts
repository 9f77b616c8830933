import { formatCents } from '@hostportaal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  type BankFileLineRecord,
  type CreditPayout,
  creditPayoutBatches,
  creditPayouts,
  users,
} from '../../db/schema/index.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { addCreditEntries } from './credit-ledger.ts';
import { sendBatch } from './credit-payout-batches.ts';

// Payouts of credit in the bank's statement (issue 29). The debit of a credit transfer of ours, found by its
// EndToEndId, confirms the payout; if finance never marked its file sent, the debit proves it left, so the
// file is marked sent first (the credit falls then). A return (RtrInf) of the transfer gives the credit back.

type Actor = { id: string | null; now: Date };
type Line = {
  endToEndId: string | null;
  kind: BankFileLineRecord['kind'];
  creditDebit: 'CRDT' | 'DBIT' | null;
  reasonCode: string | null;
};

const isPayoutDebit = (line: Line) => line.kind === 'other' && line.creditDebit === 'DBIT';
const isPayoutReturn = (line: Line) => line.kind === 'returned' && line.creditDebit === 'CRDT';

const lockedPayouts = (tx: DbOrTx, endToEndIds: string[]) =>
  tx.select().from(creditPayouts).where(inArray(creditPayouts.endToEndId, endToEndIds)).for('update');

/** Acts on the lines nothing else matched that name a payout of ours; rewrites their report records. */
export async function matchPayoutLines(
  tx: DbOrTx,
  lines: Line[],
  records: BankFileLineRecord[],
  actor: Actor,
): Promise<void> {
  const wanted = lines.flatMap((line, index) =>
    line.endToEndId &&
    records[index]?.outcome === 'unmatched' &&
    (isPayoutDebit(line) || isPayoutReturn(line))
      ? [line.endToEndId]
      : [],
  );
  if (wanted.length === 0) return;
  let payouts = await lockedPayouts(tx, wanted);
  if (payouts.length === 0) return;
  // Debits of a file still waiting to be marked sent: it is at the bank.
  const debited = new Set(
    lines.flatMap((line) => (line.endToEndId && isPayoutDebit(line) ? [line.endToEndId] : [])),
  );
  const unsent = new Set(
    payouts.flatMap((payout) =>
      payout.status === 'reserved' && payout.batchId && debited.has(payout.endToEndId ?? '')
        ? [payout.batchId]
        : [],
    ),
  );
  for (const batchId of unsent) {
    const [batch] = await tx
      .select({ id: creditPayoutBatches.id })
      .from(creditPayoutBatches)
      .where(and(eq(creditPayoutBatches.id, batchId), eq(creditPayoutBatches.status, 'file_created')))
      .for('update');
    if (batch) await sendBatch(tx, batchId, actor);
  }
  if (unsent.size > 0) payouts = await lockedPayouts(tx, wanted);
  const byEndToEnd = new Map(payouts.map((payout) => [payout.endToEndId, payout]));
  const numbers = await tx
    .select({ id: users.id, customerNumber: users.customerNumber })
    .from(users)
    .where(inArray(users.id, [...new Set(payouts.map((payout) => payout.userId))]));
  const numberOf = new Map(numbers.map((row) => [row.id, row.customerNumber]));
  for (const [index, line] of lines.entries()) {
    const record = records[index];
    const payout = line.endToEndId ? byEndToEnd.get(line.endToEndId) : undefined;
    if (!record || !payout || record.outcome !== 'unmatched') continue;
    const params = { amountCents: payout.amountCents, customerNumber: numberOf.get(payout.userId) ?? 0 };
    const outcome = isPayoutDebit(line)
      ? await confirm(tx, payout, actor)
      : isPayoutReturn(line)
        ? await giveBack(tx, payout, line.reasonCode, actor)
        : null;
    if (!outcome) continue;
    const words =
      outcome === 'payout_confirmed'
        ? `Terugbetaling van ${formatCents(payout.amountCents)} aan klant ${params.customerNumber} afgeschreven`
        : outcome === 'payout_returned'
          ? `Terugbetaling aan klant ${params.customerNumber} teruggekomen (${line.reasonCode ?? '-'}): ${formatCents(payout.amountCents)} weer als tegoed`
          : 'Terugbetaling al verwerkt';
    records[index] = {
      ...record,
      outcome: outcome === 'payout_already_known' ? 'already_known' : 'matched',
      action: words,
      actionCode: outcome,
      actionParams: { ...params, ...(line.reasonCode ? { returnCode: line.reasonCode } : {}) },
    };
  }
}

type Outcome = 'payout_confirmed' | 'payout_returned' | 'payout_already_known';

async function confirm(tx: DbOrTx, payout: CreditPayout, actor: Actor): Promise<Outcome | null> {
  if (payout.status === 'confirmed' || payout.status === 'returned') return 'payout_already_known';
  if (payout.status !== 'sent') return null;
  await tx
    .update(creditPayouts)
    .set({ status: 'confirmed', updatedAt: actor.now })
    .where(eq(creditPayouts.id, payout.id));
  return 'payout_confirmed';
}

async function giveBack(tx: DbOrTx, payout: CreditPayout, reasonCode: string | null, actor: Actor) {
  if (payout.status === 'returned') return 'payout_already_known' as const;
  if (payout.status !== 'sent' && payout.status !== 'confirmed') return null;
  await tx
    .update(creditPayouts)
    .set({ status: 'returned', returnReasonCode: reasonCode, updatedAt: actor.now })
    .where(eq(creditPayouts.id, payout.id));
  // The money is ours again, so it is the customer's credit again (a refund entry the other way).
  await addCreditEntries(
    tx,
    [
      {
        userId: payout.userId,
        kind: 'refund',
        amountCents: payout.amountCents,
        refundIban: payout.iban,
        description: `Terugbetaling ${payout.endToEndId} door de bank teruggeboekt${reasonCode ? ` (${reasonCode})` : ''}`,
        createdBy: actor.id,
      },
    ],
    actor.now,
  );
  await createNotification(tx, {
    userId: payout.userId,
    type: 'payment_failed',
    title: 'Terugbetaling niet gelukt',
    body: `De terugbetaling van ${formatCents(payout.amountCents)} van je tegoed kwam terug van de bank. Het bedrag staat weer als tegoed op je account; geef ons het juiste rekeningnummer, dan betalen we het opnieuw terug.`,
    link: '/dashboard/invoices',
    now: actor.now,
  });
  return 'payout_returned' as const;
}
