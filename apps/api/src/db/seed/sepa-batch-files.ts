import { createHash } from 'node:crypto';
import { amsterdamDateTime } from '@hostportaal/domain';
import {
  type DirectDebitFile,
  type DirectDebitTransaction,
  type SequenceType,
  toSepaId,
  writePain008ToString,
} from '@hostportaal/sepa';
import { eq, inArray, sql } from 'drizzle-orm';
import { debtorAddressOf } from '../../modules/claims/claim-debtor.ts';
import { remittanceOf } from '../../modules/sepa/debtor-details.ts';
import type { DbOrTx } from '../client.ts';
import {
  type CompanySettings,
  invoices,
  sepaBatches,
  sepaBatchItems,
  sepaMandates,
  users,
} from '../schema/index.ts';
import type { SeedSepaBatch } from './sepa-batch-plan.ts';

/**
 * Inserts the planned batches as submitted, with their counts and sums but an empty file: the items that
 * point at them go in with the customers, the files are written from those items at the end.
 */
export async function insertSepaBatches(
  db: DbOrTx,
  batches: readonly SeedSepaBatch[],
  settings: CompanySettings,
  createdBy: string | null,
): Promise<void> {
  const rows = batches.map((batch) => ({
    id: batch.id,
    messageId: batch.messageId,
    status: 'submitted' as const,
    collectionDate: batch.collectionDate,
    version: settings.pain008Version,
    numberOfTransactions: batch.numberOfTransactions,
    controlSumCents: batch.controlSumCents,
    file: Buffer.alloc(0),
    sha256: '',
    createdBy,
    createdAt: batch.createdAt,
    submittedAt: batch.submittedAt,
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(sepaBatches).values(rows.slice(start, start + 500));
  }
}

// What the files need of the items of some batches, as the SEPA module reads it to write one. The invoice
// number is the end-to-end id without its attempt, and only a returned collection leaves a claim with a
// payment reference behind (the other items' invoices are paid or pending): so the invoices, the largest
// table, are read for the returns alone, and the items sort by invoice number through their ids.
async function batchTransactions(db: DbOrTx, batchIds: string[]) {
  return db
    .select({
      batchId: sepaBatchItems.batchId,
      endToEndId: sepaBatchItems.endToEndId,
      sequenceType: sepaBatchItems.sequenceType,
      amountCents: sepaBatchItems.amountCents,
      paymentReference: sql<string | null>`case when ${sepaBatchItems.status} = 'returned' then
        (select ${invoices.paymentReference} from ${invoices} where ${invoices.id} = ${sepaBatchItems.invoiceId}) end`,
      mandate: {
        reference: sepaMandates.reference,
        signedAt: sepaMandates.signedAt,
        accountHolder: sepaMandates.accountHolder,
        iban: sepaMandates.iban,
        bic: sepaMandates.bic,
      },
      user: {
        street: users.street,
        houseNumber: users.houseNumber,
        zipcode: users.zipcode,
        city: users.city,
        country: users.country,
      },
    })
    .from(sepaBatchItems)
    .innerJoin(sepaMandates, eq(sepaMandates.id, sepaBatchItems.mandateId))
    .innerJoin(users, eq(users.id, sepaMandates.userId))
    .where(inArray(sepaBatchItems.batchId, batchIds))
    .orderBy(sql`${sepaBatchItems.endToEndId} collate "C"`);
}

type BatchRow = Awaited<ReturnType<typeof batchTransactions>>[number];

function transactionOf(row: BatchRow): DirectDebitTransaction {
  const { mandate, user } = row;
  const invoiceNumber = row.endToEndId.slice(0, row.endToEndId.lastIndexOf('-'));
  return {
    endToEndId: row.endToEndId,
    amountCents: row.amountCents,
    mandateId: mandate.reference,
    mandateSignedOn: mandate.signedAt,
    amendment: null,
    debtorName: mandate.accountHolder,
    debtorAddress: debtorAddressOf(user),
    debtorIban: mandate.iban,
    debtorBic: mandate.bic,
    remittanceInformation: remittanceOf(invoiceNumber, row.paymentReference),
  };
}

function pain008Of(batch: SeedSepaBatch, rows: readonly BatchRow[], settings: CompanySettings): string {
  if (!settings.creditorId) throw new Error('The demo company has no creditor id to collect with');
  // One PmtInf per sequence type, first collections first (FRST and RCUR may not share one).
  const bySequence = new Map<SequenceType, DirectDebitTransaction[]>([
    ['FRST', []],
    ['RCUR', []],
  ]);
  for (const row of rows) bySequence.get(row.sequenceType)?.push(transactionOf(row));
  const file: DirectDebitFile = {
    version: settings.pain008Version,
    messageId: batch.messageId,
    createdAt: amsterdamDateTime(batch.createdAt),
    localInstrument: settings.sepaScheme,
    creditor: {
      name: settings.name,
      address: {
        street: settings.street,
        buildingNumber: settings.houseNumber,
        postCode: settings.zipcode,
        townName: settings.city,
        country: settings.country,
      },
      iban: settings.iban,
      bic: settings.bic,
      creditorId: settings.creditorId,
    },
    paymentInformations: [...bySequence]
      .filter(([, transactions]) => transactions.length > 0)
      .map(([sequenceType, transactions]) => ({
        paymentInformationId: toSepaId(`${batch.messageId}-${sequenceType}`),
        sequenceType,
        collectionDate: batch.collectionDate,
        transactions,
      })),
  };
  return writePain008ToString(file);
}

function fileOf(batch: SeedSepaBatch, rows: readonly BatchRow[], settings: CompanySettings) {
  const sumCents = rows.reduce((sum, row) => sum + row.amountCents, 0);
  if (rows.length !== batch.numberOfTransactions || sumCents !== batch.controlSumCents) {
    throw new Error(
      `Batch ${batch.messageId}: planned ${batch.numberOfTransactions} items of ${batch.controlSumCents} cents, inserted ${rows.length} of ${sumCents}`,
    );
  }
  const file = Buffer.from(pain008Of(batch, rows, settings), 'utf8');
  return { id: batch.id, file, sha256: createHash('sha256').update(file).digest('hex') };
}

// A few round trips for many small batches: their items in one query, their files in one update.
async function writeBatchFiles(db: DbOrTx, batches: readonly SeedSepaBatch[], settings: CompanySettings) {
  const rowsByBatch = new Map<string, BatchRow[]>(batches.map((batch) => [batch.id, []]));
  const rows = await batchTransactions(
    db,
    batches.map((batch) => batch.id),
  );
  for (const row of rows) rowsByBatch.get(row.batchId)?.push(row);
  const files = batches.map((batch) => fileOf(batch, rowsByBatch.get(batch.id) ?? [], settings));
  rowsByBatch.clear();
  // The files as binary parameters (half the bytes of hex text), all in one statement.
  const values = files.map(({ id, file, sha256 }) => sql`(${id}::uuid, ${file}::bytea, ${sha256})`);
  await db.execute(sql`
    update sepa_batches b set file = v.file, sha256 = v.sha256
    from (values ${sql.join(values, sql`, `)}) as v(id, file, sha256)
    where b.id = v.id`);
}

/** Batches in groups of about `itemsPerGroup` items (a larger batch is a group of its own), oldest first. */
function groupsOf(batches: readonly SeedSepaBatch[], itemsPerGroup: number): SeedSepaBatch[][] {
  const groups: SeedSepaBatch[][] = [];
  let group: SeedSepaBatch[] = [];
  let items = 0;
  for (const batch of batches) {
    if (group.length > 0 && items + batch.numberOfTransactions > itemsPerGroup) {
      groups.push(group);
      group = [];
      items = 0;
    }
    group.push(batch);
    items += batch.numberOfTransactions;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/**
 * Writes each batch's pain.008 from its items, mandates and the customers' addresses, with its SHA-256.
 * A group of batches at a time per worker, so a large seed holds only `concurrency` groups' files in memory.
 */
export async function writeSepaBatchFiles(
  db: DbOrTx,
  batches: readonly SeedSepaBatch[],
  settings: CompanySettings,
  concurrency = 1,
  itemsPerGroup = 10_000,
): Promise<void> {
  // Fresh statistics, or the planner, still thinking these tables empty, reads all invoices for every group.
  await db.execute(sql`analyze sepa_batch_items, invoices, sepa_mandates, users`);
  const groups = groupsOf(batches, itemsPerGroup);
  let next = 0;
  const worker = async () => {
    for (let group = groups[next++]; group; group = groups[next++]) {
      await writeBatchFiles(db, group, settings);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}
