import {
  type Pagination,
  paginationOf,
  type SepaBatchListQuery,
  type SepaBatchView,
} from '@hostportaal/contract';
import {
  addTarget2BusinessDays,
  amsterdamToday,
  decideClaimEvent,
  formatDateLong,
} from '@hostportaal/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type SepaBatch, sepaBatches, users } from '../../db/schema/index.ts';
import { applyAvailableCredit } from '../account-credit/apply-available-credit.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { executeClaimEvents } from '../claims/claim-executor.ts';
import { loadClaims } from '../claims/claim-facts.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import {
  cancelInstalmentCollections,
  refusedInstalmentsOfBatch,
} from '../payment-arrangements/arrangement-collections.ts';

type Actor = { id: string | null; ip?: string; now: Date };

const creatorName = sql<string | null>`case when ${users.id} is null then null
  else ${users.firstname} || ' ' || ${users.lastname} end`;

function view(batch: Omit<SepaBatch, 'file'>, createdBy: string | null): SepaBatchView {
  return {
    id: batch.id,
    messageId: batch.messageId,
    status: batch.status,
    collectionDate: batch.collectionDate,
    version: batch.version,
    numberOfTransactions: batch.numberOfTransactions,
    controlSumCents: batch.controlSumCents,
    sha256: batch.sha256,
    createdBy,
    createdAt: batch.createdAt.toISOString(),
    submittedAt: batch.submittedAt?.toISOString() ?? null,
    cancelledAt: batch.cancelledAt?.toISOString() ?? null,
  };
}

const columns = {
  id: sepaBatches.id,
  messageId: sepaBatches.messageId,
  status: sepaBatches.status,
  collectionDate: sepaBatches.collectionDate,
  version: sepaBatches.version,
  numberOfTransactions: sepaBatches.numberOfTransactions,
  controlSumCents: sepaBatches.controlSumCents,
  sha256: sepaBatches.sha256,
  createdBy: sepaBatches.createdBy,
  createdAt: sepaBatches.createdAt,
  submittedAt: sepaBatches.submittedAt,
  cancelledAt: sepaBatches.cancelledAt,
};

function selectBatches(db: DbOrTx) {
  return db
    .select({ batch: columns, creator: creatorName })
    .from(sepaBatches)
    .leftJoin(users, eq(users.id, sepaBatches.createdBy));
}

/** One page of batches, newest first, without their files. */
export async function listSepaBatches(
  db: DbOrTx,
  query: SepaBatchListQuery,
): Promise<{ batches: SepaBatchView[]; pagination: Pagination }> {
  const where = query.status ? eq(sepaBatches.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    selectBatches(db)
      .where(where)
      .orderBy(desc(sepaBatches.createdAt), desc(sepaBatches.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(sepaBatches).where(where),
  ]);
  return {
    batches: rows.map((row) => view(row.batch, row.creator)),
    pagination: paginationOf(query.page, query.limit, total?.value ?? 0),
  };
}

export async function findSepaBatch(db: DbOrTx, id: string): Promise<SepaBatchView> {
  const [row] = await selectBatches(db).where(eq(sepaBatches.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return view(row.batch, row.creator);
}

export async function sepaBatchFile(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ file: sepaBatches.file, messageId: sepaBatches.messageId })
    .from(sepaBatches)
    .where(eq(sepaBatches.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function lockCreated(tx: DbOrTx, id: string) {
  const [batch] = await tx.select().from(sepaBatches).where(eq(sepaBatches.id, id)).for('update');
  if (!batch) throw new AppError('NOT_FOUND');
  if (batch.status !== 'created') {
    throw new AppError('CONFLICT', {
      reason: batch.status === 'submitted' ? 'batch_already_submitted' : 'batch_cancelled',
      message:
        batch.status === 'submitted'
          ? 'Dit incassobestand is al bij de bank aangeleverd.'
          : 'Dit incassobestand is geannuleerd.',
    });
  }
  return batch;
}

/** The claims of a batch's collections still waiting for it, locked. */
async function claimsOfBatch(tx: DbOrTx, id: string) {
  return loadClaims(
    tx,
    sql`exists (select 1 from sepa_batch_items it where it.invoice_id = i.id and it.batch_id = ${id}::uuid
      and it.status = 'pending')`,
    { lock: true, orderBy: sql`i.year, i.sequence` },
  );
}

/**
 * The admin uploaded the file to the bank: it can no longer be cancelled here. Refused when the bank can no
 * longer collect on the file's date (its lead time has passed), or when a claim in it may no longer be
 * debited (paid, credited or sent a letter since the file was written): the file would debit it anyway.
 */
export async function markSepaBatchSubmitted(db: DbOrTx, id: string, actor: Actor) {
  const today = amsterdamToday(actor.now);
  await db.transaction(async (tx) => {
    const batch = await lockCreated(tx, id);
    const settings = await getCompanySettings(tx);
    const latest = addTarget2BusinessDays(today, settings.collectionLeadDays);
    if (latest > batch.collectionDate) {
      throw new AppError('CONFLICT', {
        reason: 'batch_too_late',
        params: { collectionDate: batch.collectionDate, earliestDate: latest },
        message: `Te laat voor de bank: dit bestand incasseert op ${formatDateLong(batch.collectionDate)}, maar wat vandaag wordt aangeleverd kan pas op ${formatDateLong(latest)} worden afgeschreven. Annuleer het en maak een nieuw incassobestand.`,
      });
    }
    const refusedInvoices: string[] = [];
    const refused = (await claimsOfBatch(tx, id)).flatMap(({ row, facts }) => {
      const decision = decideClaimEvent(facts, { type: 'batch_submit' }, { today, dueDate: row.due_date });
      if (!decision.allowed) refusedInvoices.push(row.invoice_number);
      return decision.allowed ? [] : [`factuur ${row.invoice_number}: ${decision.reason}`];
    });
    // Instalments of payment arrangements closed or rescheduled since the file was written (issue 30).
    for (const instalment of await refusedInstalmentsOfBatch(tx, id)) {
      refused.push(instalment.text);
      refusedInvoices.push(instalment.number);
    }
    if (refused.length > 0) {
      throw new AppError('CONFLICT', {
        reason: 'batch_claims_refused',
        params: { invoices: refusedInvoices.slice(0, 5).join(', '), count: refusedInvoices.length },
        message: `Dit bestand kan niet meer naar de bank: ${refused.slice(0, 5).join(' ')}${refused.length > 5 ? ` (en ${refused.length - 5} meer)` : ''} Annuleer het en maak een nieuw incassobestand.`,
      });
    }
    await tx
      .update(sepaBatches)
      .set({ status: 'submitted', submittedAt: actor.now })
      .where(eq(sepaBatches.id, id));
    await recordActivity(tx, {
      userId: null,
      actorId: actor.id,
      type: 'invoice_sent_to_collection',
      action: 'Incassobestand aangeleverd',
      description: `Incassobestand ${batch.messageId} bij de bank aangeleverd`,
      ip: actor.ip,
      now: actor.now,
      metadata: { batchId: id },
    });
  });
  return findSepaBatch(db, id);
}

/**
 * Cancels a batch that was not sent to the bank: its invoices are open (or overdue) again and a first
 * collection that did not happen is not counted on the mandate.
 */
export async function cancelSepaBatch(db: DbOrTx, id: string, actor: Actor) {
  await db.transaction(async (tx) => {
    const batch = await lockCreated(tx, id);
    // Only what the file still holds as pending goes back; a claim paid meanwhile stays paid.
    const claims = await claimsOfBatch(tx, id);
    await executeClaimEvents(
      tx,
      claims,
      ({ row }) => (row.status === 'pending' ? { type: 'batch_cancel' } : null),
      actor.now,
      { submitted: () => null },
    );
    await tx.execute(sql`update sepa_batch_items set status = 'cancelled' where batch_id = ${id}::uuid`);
    // Its instalments (issue 30): the next batch takes them; their mandates as if this file never existed.
    await cancelInstalmentCollections(tx, id, actor.now);
    // The mandates are as if this file never existed: first collection still to come, the last collection
    // date of what remains, and an amendment this file would have carried pending again. The bank still
    // knows the IBAN before that amendment, also when the customer changed the IBAN once more since.
    await tx.execute(sql`
      update sepa_mandates m set
        first_collection_done = m.first_collection_done and not exists (
          select 1 from sepa_batch_items i where i.batch_id = ${id}::uuid and i.mandate_id = m.id
            and i.sequence_type = 'FRST'),
        last_collection_date = (select max(b.collection_date) from sepa_batch_items i
          join sepa_batches b on b.id = i.batch_id
          where i.mandate_id = m.id and i.status <> 'cancelled'),
        amendment_pending = (m.amendment_pending or i.amended_from_iban is not null)
          and coalesce(i.amended_from_iban, m.original_iban) is distinct from m.iban,
        original_iban = case when coalesce(i.amended_from_iban, m.original_iban) is distinct from m.iban
          then coalesce(i.amended_from_iban, m.original_iban) end,
        updated_at = ${actor.now}
      from sepa_batch_items i
      where i.batch_id = ${id}::uuid and i.mandate_id = m.id`);
    await tx
      .update(sepaBatches)
      .set({ status: 'cancelled', cancelledAt: actor.now })
      .where(eq(sepaBatches.id, id));
    // A claim back from the file is one the customer's credit may settle now (it could not while in it).
    await applyAvailableCredit(tx, { userIds: [...new Set(claims.map(({ row }) => row.user_id))] }, actor);
    await recordActivity(tx, {
      userId: null,
      actorId: actor.id,
      type: 'invoice_sent_to_collection',
      action: 'Incassobestand geannuleerd',
      description: `Incassobestand ${batch.messageId} geannuleerd; de facturen staan weer open`,
      ip: actor.ip,
      now: actor.now,
      metadata: { batchId: id },
    });
  });
  return findSepaBatch(db, id);
}
