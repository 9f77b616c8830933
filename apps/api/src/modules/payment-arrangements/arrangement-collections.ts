import {
  amsterdamToday,
  batchClaimLimits,
  type InstalmentDebits,
  instalmentsToCollect,
} from '@hostportaal/domain';
import {
  type DirectDebitTransaction,
  debtorProblem,
  type PaymentInformation,
  type SequenceType,
  toSepaId,
} from '@hostportaal/sepa';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  type ArrangementCollection,
  type ArrangementInstalment,
  arrangementCollections,
  arrangementConfirmations,
  type PaymentArrangement,
  paymentArrangements,
  sepaMandates,
  users,
} from '../../db/schema/index.ts';
import { debtorOf } from '../claims/claim-debtor.ts';
import {
  arrangementNumber,
  loadCovered,
  openOfCovered,
  progressOf,
  scheduleOf,
} from './arrangement-records.ts';
import { getArrangementRules } from './arrangement-settings.ts';

// Instalments collected by SEPA direct debit (issue 30): the batch that collects the invoices also collects
// each instalment due by its date, in payment-information blocks of their own, one transaction per instalment
// with its own EndToEndId. Which instalments, and for how much, is packages/domain's (instalmentsToCollect):
// what is left of each, never one at the bank, after a return only the AM04 tried once more. The bank file
// that books or returns them is arrangement-collection-lines.ts.

export type InstalmentCollectable = {
  arrangement: PaymentArrangement;
  instalment: ArrangementInstalment;
  mandateId: string;
  firstCollectionDone: boolean;
  attempt: number;
  transaction: DirectDebitTransaction;
};

/** What became of the direct debits of these instalments so far, and how many files named each. */
type Debits = InstalmentDebits & { written: number };

export async function debitsOfInstalments(db: DbOrTx, instalmentIds: string[]): Promise<Map<string, Debits>> {
  const debits = new Map<string, Debits>();
  if (instalmentIds.length === 0) return debits;
  const rows = await db
    .select({
      instalmentId: arrangementCollections.instalmentId,
      status: arrangementCollections.status,
      code: arrangementCollections.returnReasonCode,
    })
    .from(arrangementCollections)
    .where(inArray(arrangementCollections.instalmentId, instalmentIds))
    .orderBy(arrangementCollections.createdAt, arrangementCollections.attempt);
  for (const row of rows) {
    const seen = debits.get(row.instalmentId) ?? { returnCodes: [], atBank: false, written: 0 };
    seen.written += 1;
    if (row.status === 'pending') seen.atBank = true;
    if (row.status === 'returned') seen.returnCodes.push(row.code);
    debits.set(row.instalmentId, seen);
  }
  return debits;
}

/**
 * The instalments a batch collecting on `collectionDate` takes, locked with their mandates: of active
 * direct-debit arrangements on a valid mandate whose confirmation (it names every date and amount: the
 * pre-notification) went out at least the agreed days before. One whose debtor a file cannot carry is left
 * out, as its invoices would be (issue 26); its instalments are then paid by transfer.
 */
export async function collectableInstalments(
  tx: DbOrTx,
  input: { collectionDate: string; preNotificationDays: number; now: Date },
): Promise<InstalmentCollectable[]> {
  const today = amsterdamToday(input.now);
  const { dueBy, notifiedBy } = batchClaimLimits(input.collectionDate, input.preNotificationDays);
  const rows = await tx
    .select({
      arrangement: paymentArrangements,
      mandate: sepaMandates,
      customer: {
        street: users.street,
        houseNumber: users.houseNumber,
        zipcode: users.zipcode,
        city: users.city,
        country: users.country,
      },
    })
    .from(paymentArrangements)
    .innerJoin(sepaMandates, eq(sepaMandates.id, paymentArrangements.mandateId))
    .innerJoin(users, eq(users.id, paymentArrangements.userId))
    .innerJoin(
      arrangementConfirmations,
      and(
        eq(arrangementConfirmations.arrangementId, paymentArrangements.id),
        eq(arrangementConfirmations.scheduleVersion, paymentArrangements.scheduleVersion),
      ),
    )
    .where(
      and(
        eq(paymentArrangements.status, 'active'),
        eq(paymentArrangements.method, 'sepa'),
        eq(sepaMandates.status, 'valid'),
        sql`(${arrangementConfirmations.createdAt} at time zone 'Europe/Amsterdam')::date <= ${notifiedBy}::date`,
      ),
    )
    .orderBy(paymentArrangements.seq)
    .for('update', { of: [paymentArrangements, sepaMandates] });
  if (rows.length === 0) return [];
  const { graceDays } = await getArrangementRules(tx);
  const collectable: InstalmentCollectable[] = [];
  for (const { arrangement, mandate, customer } of rows) {
    const schedule = await scheduleOf(tx, arrangement);
    const progress = progressOf(
      schedule,
      openOfCovered(await loadCovered(tx, arrangement.id)),
      today,
      graceDays,
    );
    const debits = await debitsOfInstalments(
      tx,
      schedule.map((row) => row.id),
    );
    const bySequence = new Map(schedule.map((row) => [row.sequence, row]));
    const debtor = debtorOf(mandate, customer);
    if (debtorProblem(debtor)) continue;
    const number = arrangementNumber(arrangement);
    const written = (id: string) => debits.get(id)?.written ?? 0;
    const due = instalmentsToCollect(
      progress,
      dueBy,
      (sequence) => debits.get(bySequence.get(sequence)?.id ?? '') ?? { returnCodes: [], atBank: false },
    );
    for (const item of due) {
      const instalment = bySequence.get(item.sequence);
      if (!instalment || item.amountCents <= 0) continue;
      collectable.push({
        arrangement,
        instalment,
        mandateId: mandate.id,
        firstCollectionDone: mandate.firstCollectionDone,
        attempt: item.attempt,
        transaction: {
          endToEndId: toSepaId(`${instalment.paymentReference}-${written(instalment.id) + 1}`),
          amountCents: item.amountCents,
          ...debtor,
          remittanceInformation: `Betalingsregeling ${number} termijn ${item.sequence} ${instalment.paymentReference}`,
        },
      });
    }
  }
  return collectable;
}

/** The blocks of a batch's instalments: FRST for a mandate never collected on, RCUR after. */
export function instalmentPaymentInformations(
  messageId: string,
  collectionDate: string,
  collectable: InstalmentCollectable[],
): PaymentInformation[] {
  const bySequence = new Map<SequenceType, InstalmentCollectable[]>();
  for (const item of collectable) {
    const sequence: SequenceType = item.firstCollectionDone ? 'RCUR' : 'FRST';
    bySequence.set(sequence, [...(bySequence.get(sequence) ?? []), item]);
  }
  return [...bySequence].map(([sequenceType, group]) => ({
    paymentInformationId: toSepaId(`${messageId}-BR-${sequenceType}`),
    sequenceType,
    collectionDate,
    transactions: group.map((item) => item.transaction),
  }));
}

/** Keeps each instalment's collection of a batch just written (its mandate is then collected on). */
export async function recordInstalmentCollections(
  tx: DbOrTx,
  batch: { id: string; collectionDate: string },
  collectable: InstalmentCollectable[],
  informations: PaymentInformation[],
  now: Date,
): Promise<void> {
  if (collectable.length === 0) return;
  const blockOf = new Map(
    informations.flatMap((information) =>
      information.transactions.map((transaction) => [transaction.endToEndId, information] as const),
    ),
  );
  await tx.insert(arrangementCollections).values(
    collectable.map((item) => {
      const information = blockOf.get(item.transaction.endToEndId);
      if (!information) throw new Error(`instalment ${item.transaction.endToEndId} is in no block`);
      return {
        batchId: batch.id,
        arrangementId: item.arrangement.id,
        instalmentId: item.instalment.id,
        mandateId: item.mandateId,
        endToEndId: item.transaction.endToEndId,
        paymentInformationId: information.paymentInformationId,
        sequenceType: information.sequenceType,
        attempt: item.attempt,
        amountCents: item.transaction.amountCents,
        debtorIban: item.transaction.debtorIban,
        amendedFromIban: item.transaction.amendment?.originalDebtorIban ?? null,
        createdAt: now,
      };
    }),
  );
  await tx.execute(sql`
    update sepa_mandates set first_collection_done = true, last_collection_date = ${batch.collectionDate}::date,
      amendment_pending = false, updated_at = ${now}
    where id in (select mandate_id from payment_arrangement_collections where batch_id = ${batch.id}::uuid)`);
}

/**
 * A batch cancelled before it went to the bank: its instalments were not collected (the next batch takes
 * them), and their mandates are as if the file never existed, as cancelSepaBatch does for the invoices'.
 */
export async function cancelInstalmentCollections(tx: DbOrTx, batchId: string, now: Date): Promise<void> {
  await tx.execute(sql`
    update sepa_mandates m set
      first_collection_done = m.first_collection_done
        and not exists (select 1 from payment_arrangement_collections c where c.batch_id = ${batchId}::uuid
          and c.mandate_id = m.id and c.sequence_type = 'FRST')
        and not exists (select 1 from sepa_batch_items i where i.batch_id = ${batchId}::uuid
          and i.mandate_id = m.id and i.sequence_type = 'FRST'),
      last_collection_date = (select max(b.collection_date) from sepa_batches b
        where b.id <> ${batchId}::uuid and b.status <> 'cancelled' and (
          exists (select 1 from sepa_batch_items i where i.batch_id = b.id and i.mandate_id = m.id
            and i.status <> 'cancelled')
          or exists (select 1 from payment_arrangement_collections c where c.batch_id = b.id
            and c.mandate_id = m.id and c.status <> 'cancelled'))),
      amendment_pending = (m.amendment_pending or c.amended_from_iban is not null)
        and coalesce(c.amended_from_iban, m.original_iban) is distinct from m.iban,
      original_iban = case when coalesce(c.amended_from_iban, m.original_iban) is distinct from m.iban
        then coalesce(c.amended_from_iban, m.original_iban) end,
      updated_at = ${now}
    from payment_arrangement_collections c
    where c.batch_id = ${batchId}::uuid and c.mandate_id = m.id
      and not exists (select 1 from sepa_batch_items i where i.batch_id = ${batchId}::uuid and i.mandate_id = m.id)`);
  await tx
    .update(arrangementCollections)
    .set({ status: 'cancelled', settledAt: now })
    .where(and(eq(arrangementCollections.batchId, batchId), eq(arrangementCollections.status, 'pending')));
}

/**
 * Why a batch's instalments may no longer go to the bank: their arrangement was closed, rescheduled or paid
 * since the file was written (the file would debit them anyway). Empty when all may.
 */
export async function refusedInstalmentsOfBatch(
  tx: DbOrTx,
  batchId: string,
): Promise<{ number: string; text: string }[]> {
  const rows = await tx
    .select({ collection: arrangementCollections, arrangement: paymentArrangements })
    .from(arrangementCollections)
    .innerJoin(paymentArrangements, eq(paymentArrangements.id, arrangementCollections.arrangementId))
    .where(and(eq(arrangementCollections.batchId, batchId), eq(arrangementCollections.status, 'pending')));
  const byArrangement = new Map<
    string,
    { arrangement: PaymentArrangement; collections: ArrangementCollection[] }
  >();
  for (const { collection, arrangement } of rows) {
    const seen = byArrangement.get(arrangement.id) ?? { arrangement, collections: [] };
    seen.collections.push(collection);
    byArrangement.set(arrangement.id, seen);
  }
  const refused: { number: string; text: string }[] = [];
  for (const { arrangement, collections } of byArrangement.values()) {
    const number = arrangementNumber(arrangement);
    const current = new Set((await scheduleOf(tx, arrangement)).map((row) => row.id));
    const asked = collections.reduce((sum, collection) => sum + collection.amountCents, 0);
    const text =
      arrangement.status !== 'active'
        ? `betalingsregeling ${number} loopt niet meer.`
        : collections.some((collection) => !current.has(collection.instalmentId))
          ? `betalingsregeling ${number} heeft een nieuw schema.`
          : openOfCovered(await loadCovered(tx, arrangement.id)) < asked
            ? `betalingsregeling ${number} is intussen (deels) betaald.`
            : null;
    if (text) refused.push({ number, text });
  }
  return refused;
}
