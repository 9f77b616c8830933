import {
  amsterdamToday,
  decideClaimEvent,
  formatCents,
  instalmentReturnOutcome,
  reasonOfReturn,
} from '@hostportaal/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  type ArrangementCollection,
  arrangementCollections,
  arrangementInstalments,
  type BankFileLineRecord,
  collectionLetters,
  payments,
  users,
} from '../../db/schema/index.ts';
import { addCreditEntries } from '../account-credit/credit-ledger.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { claimWriteOf, writeClaims } from '../claims/claim-executor.ts';
import { loadClaimsById } from '../claims/claim-facts.ts';
import { syncCollectionCases } from '../collections/sync-collection-cases.ts';
import { createNotification } from '../notifications/create-notification.ts';
import type { BankLine } from '../sepa/bank-file-lines.ts';
import { debitsOfInstalments } from './arrangement-collections.ts';
import { arrangementEmail } from './arrangement-messages.ts';
import { arrangementNumber, findArrangement, recordArrangementEvent } from './arrangement-records.ts';
import { closeArrangement, payArrangement } from './pay-arrangement.ts';

// A bank file's lines about instalment direct debits (issue 30): the invoices' ledger knows none of them, so
// they come here unmatched. Collected: the money is booked on the arrangement like any instalment payment.
// Returned (before or after it was booked): what it paid is owed again, and packages/domain says what next —
// AM04 is tried once more in the next batch, MD06 lapses the arrangement, any other code asks for a transfer.
// A whole file or block the bank refused at intake was no attempt: the next batch takes the instalment.

type Actor = { id: string | null; now: Date };
type Found = { collection: ArrangementCollection; sequence: number; reference: string };

async function collectionsOf(tx: DbOrTx, where: SQL): Promise<Found[]> {
  const rows = await tx
    .select({
      collection: arrangementCollections,
      sequence: arrangementInstalments.sequence,
      reference: arrangementInstalments.paymentReference,
    })
    .from(arrangementCollections)
    .innerJoin(arrangementInstalments, eq(arrangementInstalments.id, arrangementCollections.instalmentId))
    .where(where)
    .orderBy(arrangementCollections.endToEndId)
    .for('update', { of: arrangementCollections });
  return rows;
}

/** The lines of a bank file that name an instalment's direct debit: the invoices' ledger leaves them alone. */
export async function instalmentEndToEndIds(tx: DbOrTx, lines: BankLine[]): Promise<Set<string>> {
  const ids = [...new Set(lines.flatMap((line) => line.endToEndId ?? []))];
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: arrangementCollections.endToEndId })
    .from(arrangementCollections)
    .where(inArray(arrangementCollections.endToEndId, ids));
  return new Set(rows.map((row) => row.id));
}

/** Books the unmatched lines of a bank file that are instalment direct debits; the others stay as they are. */
export async function bookInstalmentCollectionLines(
  tx: DbOrTx,
  lines: BankLine[],
  records: BankFileLineRecord[],
  actor: Actor,
  retryOn: string,
): Promise<void> {
  for (const [index, line] of lines.entries()) {
    const record = records[index];
    if (record?.outcome !== 'unmatched' || line.kind === 'credit_transfer' || line.kind === 'other') continue;
    if (line.kind === 'collected' && line.batchPaymentInformationId) {
      const block = await collectionsOf(
        tx,
        eq(arrangementCollections.paymentInformationId, line.batchPaymentInformationId),
      );
      if (block.length === 0) continue;
      const pending = block.filter(({ collection }) => collection.status === 'pending');
      const sum = pending.reduce((total, { collection }) => total + collection.amountCents, 0);
      if (pending.length === 0) records[index] = known(record);
      else if (line.amountCents === sum) {
        for (const found of pending) await bookCollected(tx, found, actor);
        records[index] = {
          ...record,
          outcome: 'matched',
          action: `Verzamelboeking van ${pending.length} termijnen van betalingsregelingen geboekt`,
          actionCode: 'arrangement_collections_paid',
          actionParams: { count: pending.length, amountCents: sum },
        };
      }
      continue;
    }
    if (!line.endToEndId) continue;
    const [found] = await collectionsOf(tx, eq(arrangementCollections.endToEndId, line.endToEndId));
    if (!found) continue;
    const { collection } = found;
    if (line.kind === 'collected') {
      if (collection.status !== 'pending') {
        records[index] = known(record);
        continue;
      }
      if (line.amountCents !== null && line.amountCents !== collection.amountCents) continue;
      const paid = await bookCollected(tx, found, actor);
      records[index] = {
        ...record,
        outcome: 'matched',
        action: `Termijn ${found.sequence} van betalingsregeling ${paid} geïncasseerd`,
        actionCode: 'arrangement_collection_paid',
        actionParams: {
          arrangementNumber: paid,
          sequence: found.sequence,
          amountCents: collection.amountCents,
        },
      };
      continue;
    }
    // Returned or refused. A refused file or block undoes only what is still under way.
    const wholeFile = line.rejectionLevel === 'group' || line.rejectionLevel === 'payment_information';
    if (
      collection.status === 'returned' ||
      collection.status === 'cancelled' ||
      (wholeFile && collection.status !== 'pending')
    ) {
      records[index] = known(record);
      continue;
    }
    const outcome = await bookReturned(tx, found, line.reasonCode, { wholeFile, retryOn }, actor);
    records[index] = {
      ...record,
      outcome: 'matched',
      action: outcome.text,
      actionCode: 'arrangement_collection_returned',
      actionParams: {
        arrangementNumber: outcome.number,
        sequence: found.sequence,
        ...(line.reasonCode ? { returnCode: line.reasonCode } : {}),
        next: outcome.next,
      },
    };
  }
}

const known = (record: BankFileLineRecord): BankFileLineRecord => ({
  ...record,
  outcome: 'already_known',
  action: 'Al verwerkt',
  actionCode: 'already_processed',
});

async function bookCollected(tx: DbOrTx, { collection, reference }: Found, actor: Actor) {
  const paid = await payArrangement(
    tx,
    collection.arrangementId,
    {
      amountCents: collection.amountCents,
      route: 'bank_transfer',
      method: 'sepa',
      reference,
      externalId: collection.endToEndId,
      notes: '',
    },
    actor,
  );
  await tx
    .update(arrangementCollections)
    .set({ status: 'collected', booked: paid.booking, settledAt: actor.now })
    .where(eq(arrangementCollections.id, collection.id));
  return arrangementNumber(paid.arrangement);
}

/**
 * Takes back what a collected instalment paid: each invoice's part owed again (the lifecycle's
 * instalment_returned), each letter's costs open again, and the credit it made as far as it is still there.
 */
async function takeBackCollected(
  tx: DbOrTx,
  collection: ArrangementCollection,
  userId: string,
  disputed: boolean,
  actor: Actor,
) {
  const booking = collection.booked ?? { fees: [], invoices: [], creditCents: 0 };
  const today = amsterdamToday(actor.now);
  const claims = await loadClaimsById(
    tx,
    booking.invoices.map((part) => part.invoiceId),
    { lock: true },
  );
  const note = `Incasso termijn betalingsregeling teruggeboekt (${collection.endToEndId})`;
  for (const part of booking.invoices) {
    const claim = claims.find((candidate) => candidate.row.id === part.invoiceId);
    if (!claim) continue;
    const decision = decideClaimEvent(
      claim.facts,
      { type: 'instalment_returned', amountCents: part.cents, disputed },
      { today, dueDate: claim.row.due_date },
    );
    if (!decision.allowed) throw new Error(`${collection.endToEndId}: ${decision.reason}`);
    await writeClaims(tx, [
      claimWriteOf({ id: claim.row.id, paidCents: Number(claim.row.paid_cents) }, decision, actor.now),
    ]);
    await tx.insert(payments).values({
      userId: claim.row.user_id,
      invoiceId: claim.row.id,
      amountCents: -part.cents,
      method: 'sepa',
      reference: claim.row.payment_reference,
      externalId: collection.endToEndId,
      notes: note,
      receivedAt: actor.now,
      createdBy: actor.id,
      createdAt: actor.now,
    });
  }
  for (const fee of booking.fees) {
    const [letter] = await tx
      .update(collectionLetters)
      .set({ feePaidCents: sql`${collectionLetters.feePaidCents} - ${fee.cents}`, paymentReceivedAt: null })
      .where(eq(collectionLetters.id, fee.letterId))
      .returning();
    if (!letter) continue;
    await tx.insert(payments).values({
      userId: letter.userId,
      invoiceId: null,
      amountCents: -fee.cents,
      method: 'sepa',
      reference: letter.paymentReference,
      externalId: collection.endToEndId,
      notes: `Incassokosten brief ${letter.letterNumber} — ${note}`,
      receivedAt: actor.now,
      createdBy: actor.id,
      createdAt: actor.now,
    });
  }
  if (booking.creditCents > 0) {
    const [user] = await tx
      .select({ id: users.id, balance: users.creditBalanceCents })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const fromCredit = Math.min(booking.creditCents, Math.max(0, user?.balance ?? 0));
    if (user && fromCredit > 0)
      await addCreditEntries(
        tx,
        [
          {
            userId: user.id,
            kind: 'reversal',
            amountCents: -fromCredit,
            description: note,
            createdBy: actor.id,
          },
        ],
        actor.now,
      );
  }
  await syncCollectionCases(tx, actor.now, { invoiceIds: booking.invoices.map((part) => part.invoiceId) });
}

async function bookReturned(
  tx: DbOrTx,
  { collection, sequence }: Found,
  code: string | null,
  options: { wholeFile: boolean; retryOn: string },
  actor: Actor,
) {
  const arrangement = await findArrangement(tx, collection.arrangementId, { lock: true });
  if (!arrangement) throw new Error(`arrangement of ${collection.endToEndId} vanished`);
  const number = arrangementNumber(arrangement);
  // Refused at intake: no debtor's bank saw it. It is no attempt; the next batch takes the instalment.
  if (options.wholeFile) {
    await tx
      .update(arrangementCollections)
      .set({ status: 'cancelled', returnReasonCode: code, settledAt: actor.now })
      .where(eq(arrangementCollections.id, collection.id));
    await recordArrangementEvent(tx, arrangement.id, 'debit_refused_by_bank', actor, { sequence, code });
    return {
      number,
      next: 'retry' as const,
      text: `Termijn ${sequence} van betalingsregeling ${number}: bestand door de bank geweigerd, gaat mee met de volgende batch`,
    };
  }
  if (collection.status === 'collected')
    await takeBackCollected(tx, collection, arrangement.userId, code === 'MD06', actor);
  await tx
    .update(arrangementCollections)
    .set({ status: 'returned', returnReasonCode: code, settledAt: actor.now })
    .where(eq(arrangementCollections.id, collection.id));
  const attempts =
    (await debitsOfInstalments(tx, [collection.instalmentId])).get(collection.instalmentId)?.returnCodes
      .length ?? 1;
  const next = instalmentReturnOutcome(code, attempts);
  const reason = reasonOfReturn({ code });
  await recordArrangementEvent(tx, arrangement.id, 'debit_returned', actor, {
    sequence,
    code,
    amountCents: collection.amountCents,
    next,
  });
  const amount = formatCents(collection.amountCents);
  if (next === 'lapse' && arrangement.status === 'active') {
    const lapsed = await closeArrangement(tx, arrangement, 'lapsed', actor, {
      sequence,
      reason: reason.meaning,
    });
    await arrangementEmail(tx, lapsed, 'lapsed', actor, { sequence, disputed: true });
  } else if (arrangement.status === 'active') {
    await arrangementEmail(tx, arrangement, 'debit_failed', actor, {
      sequence,
      bankReason: reason.meaning,
      retryOn: next === 'retry' ? options.retryOn : null,
    });
  }
  await createNotification(tx, {
    userId: arrangement.userId,
    type: 'payment_failed',
    title: 'Incasso termijn mislukt',
    body:
      next === 'lapse'
        ? `De incasso van termijn ${sequence} (${amount}) is teruggeboekt; je betalingsregeling ${number} is daardoor vervallen.`
        : next === 'retry'
          ? `De incasso van termijn ${sequence} (${amount}) van betalingsregeling ${number} is niet gelukt (${reason.meaning}); we proberen het opnieuw.`
          : `De incasso van termijn ${sequence} (${amount}) van betalingsregeling ${number} is niet gelukt (${reason.meaning}); maak de termijn over.`,
    link: '/dashboard/payment-arrangement',
    now: actor.now,
  });
  await recordActivity(tx, {
    userId: arrangement.userId,
    actorId: actor.id,
    type: 'payment',
    action: 'Incasso termijn teruggeboekt',
    description: `Termijn ${sequence} van betalingsregeling ${number} (${amount}) teruggeboekt${code ? ` met ${code}` : ''}`,
    now: actor.now,
    metadata: { arrangementId: arrangement.id, endToEndId: collection.endToEndId, next },
  });
  const words = {
    retry: 'wordt opnieuw geïncasseerd',
    lapse: 'regeling vervallen',
    pay_by_transfer: 'klant betaalt per overboeking',
  };
  return {
    number,
    next,
    text: `Termijn ${sequence} van betalingsregeling ${number} teruggeboekt${code ? ` (${code})` : ''}: ${words[next]}`,
  };
}

/** The instalments whose direct debit is at the bank now, of one arrangement's current schedule. */
export async function instalmentsAtBank(tx: DbOrTx, instalmentIds: string[]): Promise<Set<string>> {
  if (instalmentIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: arrangementCollections.instalmentId })
    .from(arrangementCollections)
    .where(
      and(
        inArray(arrangementCollections.instalmentId, instalmentIds),
        eq(arrangementCollections.status, 'pending'),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
