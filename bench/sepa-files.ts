// pain.008 for 50,000 transactions (our writer and the `sepa` npm package) and a camt.053 of 50,000
// entries through our reader: time, peak memory, and whether each written file validates. Then the same
// camt.053, pointed at 50,000 real collections on the bench database, through importBankFile.
// Usage: npm run bench -- sepa-files [database]
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/api/src/db/client.ts';
import { readBankFileLines } from '../apps/api/src/modules/sepa/bank-file-lines.ts';
import { createSepaBatch } from '../apps/api/src/modules/sepa/create-sepa-batch.ts';
import { importBankFile } from '../apps/api/src/modules/sepa/import-bank-file.ts';
import {
  type DirectDebitFile,
  readBankToCustomer,
  type SepaMessageType,
  writePain008,
} from '../packages/sepa/src/index.ts';
import { standardPath } from '../packages/sepa/src/reference-files.ts';
import {
  type GeneratedCollection,
  generateCamt053,
} from '../packages/sepa/src/test-fixtures/generate-camt053.ts';
import { BENCH_NOW, DEFAULT_DATABASE, databaseUrl } from './lib/bench-config.ts';

const COUNT = Number(process.env.BENCH_SEPA_COUNT ?? 50_000);
const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-sepa-'));

function debitFile(): DirectDebitFile {
  return {
    version: 'pain.008.001.08',
    messageId: 'BENCH-PAIN008-1',
    createdAt: '2026-11-21T10:00:00',
    localInstrument: 'CORE',
    creditor: {
      name: 'Hostportaal B.V.',
      address: {
        street: 'Stationsplein',
        buildingNumber: '45',
        postCode: '3013 AK',
        townName: 'Rotterdam',
        country: 'NL',
      },
      iban: 'NL03RABO0312456789',
      bic: 'RABONL2U',
      creditorId: 'NL32ZZZ876543210000',
    },
    paymentInformations: [
      {
        paymentInformationId: 'BENCH-PAIN008-1-RCUR',
        sequenceType: 'RCUR',
        collectionDate: '2026-11-24',
        transactions: Array.from({ length: COUNT }, (_, index) => ({
          endToEndId: `2026-${String(index).padStart(6, '0')}-1`,
          amountCents: 1210 + (index % 5000),
          mandateId: `HP-MND-${String(index).padStart(6, '0')}`,
          mandateSignedOn: '2025-01-15',
          amendment: null,
          debtorName: `Klant ${index} Bakker`,
          debtorAddress: {
            street: 'Dorpsstraat',
            buildingNumber: String(index % 200),
            postCode: '1234 AB',
            townName: 'Utrecht',
            country: 'NL',
          },
          debtorIban: 'NL91ABNA0417164300',
          debtorBic: null,
          remittanceInformation: `Factuur 2026-${String(index).padStart(6, '0')} PAY-2026-${index}`,
        })),
      },
    ],
  };
}

function validates(file: string, messageType: SepaMessageType): string {
  try {
    execFileSync('xmllint', ['--noout', '--schema', standardPath(messageType), file], { stdio: 'pipe' });
    return 'validates';
  } catch (error) {
    return `fails: ${String((error as { stderr?: Buffer }).stderr ?? error).split('\n')[0]}`;
  }
}

async function measure(label: string, run: () => Promise<string>) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  const file = await run();
  const ms = performance.now() - started;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { label, ms, peakMb: peak / 2 ** 20, file };
}

class Rollback extends Error {}

const BATCH_ID = '00000000-0000-4000-8000-00000000b001';
type Db = Database['db'];

/**
 * COUNT SEPA invoices of the bench set (the newest) put in one submitted batch, as a month's collection
 * run would: each invoice pending and unpaid, one pending batch item with EndToEndId `<number>-1`. This is
 * committed (and undone by `removeCollections`): rows changed earlier in the importing transaction itself
 * would make PostgreSQL re-check their foreign keys, which a real import never pays for.
 */
async function prepareCollections(db: Db): Promise<GeneratedCollection[]> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into sepa_batches (id, message_id, status, collection_date, version, number_of_transactions,
        control_sum_cents, file, sha256, created_at, submitted_at)
      values (${BATCH_ID}, 'BENCH-SEPA-IMPORT-1', 'submitted', '2026-11-24', 'pain.008.001.08', ${COUNT}, 0,
        decode('00', 'hex'), 'bench', ${BENCH_NOW}, ${BENCH_NOW})`);
    await tx.execute(sql`
      insert into sepa_batch_items (batch_id, invoice_id, mandate_id, end_to_end_id, sequence_type, amount_cents)
      select ${BATCH_ID}, id, mandate_id, invoice_number || '-1', 'RCUR', total_cents
      from invoices
      where kind = 'invoice' and payment_type = 'sepa'
      order by issue_date desc, id
      limit ${COUNT}`);
    await tx.execute(sql`
      create table bench_sepa_import_backup as
      select id, status, paid_cents, paid_at, submitted_for_collection_at from invoices
      where id in (select invoice_id from sepa_batch_items where batch_id = ${BATCH_ID})`);
    await tx.execute(sql`
      update invoices set status = 'pending', paid_cents = 0, paid_at = null,
        submitted_for_collection_at = ${BENCH_NOW}
      where id in (select id from bench_sepa_import_backup)`);
  });
  // Earlier runs (rolled back) leave dead rows behind; every run starts from clean tables and a checkpoint.
  await db.execute(
    sql`vacuum analyze invoices, sepa_batch_items, payments, notifications, email_outbox, bank_file_imports`,
  );
  await db.execute(sql`checkpoint`);
  const { rows } = await db.execute<{ end_to_end_id: string; reference: string; amount_cents: number }>(sql`
    select i.end_to_end_id, m.reference, i.amount_cents
    from sepa_batch_items i join sepa_mandates m on m.id = i.mandate_id
    where i.batch_id = ${BATCH_ID}
    order by i.end_to_end_id`);
  return rows.map(
    (row): GeneratedCollection => ({
      endToEndId: row.end_to_end_id,
      mandateId: row.reference,
      amountCents: row.amount_cents,
    }),
  );
}

/** Puts the invoices back as they were and removes the bench batch (also after an interrupted run). */
async function removeCollections(db: Db) {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute(
      sql`select to_regclass('bench_sepa_import_backup') is not null as present`,
    );
    if (rows[0]?.present) {
      await tx.execute(sql`
        update invoices i set status = b.status, paid_cents = b.paid_cents, paid_at = b.paid_at,
          submitted_for_collection_at = b.submitted_for_collection_at
        from bench_sepa_import_backup b where i.id = b.id`);
      await tx.execute(sql`drop table bench_sepa_import_backup`);
    }
    await tx.execute(sql`delete from sepa_batch_items where batch_id = ${BATCH_ID}`);
    await tx.execute(sql`delete from sepa_batches where id = ${BATCH_ID}`);
  });
}

/**
 * The camt.053 of those collections (every tenth an AM04 return) through importBankFile, inside a
 * transaction that is rolled back: the read alone, then read + match + booking, with what it booked.
 */
async function benchImport(name: string) {
  const database = await openDatabase({ databaseUrl: databaseUrl(name), poolSize: 2 });
  let outcome: { read: Measured; imported: Measured; check: string } | undefined;
  try {
    await removeCollections(database.db);
    const collections = await prepareCollections(database.db);
    // The statement of our own account (the import refuses any other, issue 17).
    const content = generateCamt053(
      collections.length,
      (index) => collections[index] as GeneratedCollection,
    ).replace('<Acct><Id><IBAN>NL20INGB0001234567</IBAN>', '<Acct><Id><IBAN>NL03RABO0312456789</IBAN>');
    const read = await measure('camt.053 lines read (readBankFileLines)', async () => {
      return `${readBankFileLines(content).lines.length} lines`;
    });
    await database.db.transaction(async (tx) => {
      const imported = await measure('camt.053 import + match (importBankFile)', async () => {
        const { row } = await importBankFile(
          tx,
          { fileName: 'bench-camt053.xml', content },
          { id: null, now: BENCH_NOW },
        );
        return `${row.matched} matched, ${row.alreadyKnown} already known, ${row.unmatched} unmatched`;
      });
      const { rows } = await tx.execute<{ status: string; count: number }>(sql`
        select status::text, count(*)::int as count from invoices
        where id in (select invoice_id from sepa_batch_items where batch_id = ${BATCH_ID})
        group by status order by status`);
      const check = rows.map((row) => `${row.count} ${row.status}`).join(', ');
      outcome = { read, imported, check };
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  } finally {
    await removeCollections(database.db);
    await database.close();
  }
  return outcome;
}

type Measured = Awaited<ReturnType<typeof measure>>;

/** The weekday batch of everything due on the bench data (createSepaBatch), in a transaction rolled back. */
async function benchBatch(name: string) {
  const database = await openDatabase({ databaseUrl: databaseUrl(name), poolSize: 2 });
  let outcome: Measured | undefined;
  try {
    await database.db.transaction(async (tx) => {
      outcome = await measure('pain.008 batch of everything due (createSepaBatch)', async () => {
        const batch = await createSepaBatch(tx, { id: null, now: BENCH_NOW });
        return `${batch?.numberOfTransactions ?? 0} transactions`;
      });
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  } finally {
    await database.close();
  }
  return outcome;
}

export async function benchSepaFiles(name: string = DEFAULT_DATABASE) {
  const input = debitFile();
  const ours = await measure('pain.008 (ours, streamed to a file)', async () => {
    const file = path.join(folder, 'ours.xml');
    const out = createWriteStream(file);
    for (const chunk of writePain008(input)) if (!out.write(chunk)) await once(out, 'drain');
    out.end();
    await once(out, 'finish');
    return file;
  });
  const peer = await measure('pain.008 (sepa npm package 3.0.0)', async () => {
    const SEPA = (await import('sepa')).default as unknown as Record<string, never> & {
      Document: new (type: string) => SepaDocument;
    };
    const doc = new SEPA.Document('pain.008.001.08');
    doc.grpHdr.id = 'BENCH-PAIN008-2';
    doc.grpHdr.created = new Date('2026-11-21T10:00:00Z');
    doc.grpHdr.initiatorName = input.creditor.name;
    const info = doc.createPaymentInfo();
    info.collectionDate = new Date('2026-11-24');
    info.creditorIBAN = input.creditor.iban;
    info.creditorBIC = input.creditor.bic;
    info.creditorName = input.creditor.name;
    info.creditorId = input.creditor.creditorId;
    info.batchBooking = true;
    doc.addPaymentInfo(info);
    for (const transaction of input.paymentInformations[0]?.transactions ?? []) {
      const tx = info.createTransaction();
      tx.debtorName = transaction.debtorName;
      tx.debtorIBAN = transaction.debtorIban;
      tx.mandateId = transaction.mandateId;
      tx.mandateSignatureDate = new Date(transaction.mandateSignedOn);
      tx.amount = transaction.amountCents / 100;
      tx.remittanceInfo = transaction.remittanceInformation;
      tx.end2endId = transaction.endToEndId;
      info.addTransaction(tx);
    }
    const file = path.join(folder, 'peer.xml');
    const out = createWriteStream(file);
    out.end(doc.toString());
    await once(out, 'finish');
    return file;
  });
  const camtText = generateCamt053(COUNT);
  const reader = await measure('camt.053 read (ours)', async () => {
    const message = readBankToCustomer(camtText);
    return `${message.statements[0]?.entries.length ?? 0} entries`;
  });

  console.log(`\n${COUNT} transactions; machine: ${os.cpus().length} cores, Node ${process.version}\n`);
  console.log('| Case | Time (s) | Peak RSS (MB) | Output | XSD |');
  console.log('|---|---:|---:|---|---|');
  for (const result of [ours, peer]) {
    const size = `${(statSync(result.file).size / 2 ** 20).toFixed(1)} MB`;
    console.log(
      `| ${result.label} | ${(result.ms / 1000).toFixed(2)} | ${result.peakMb.toFixed(0)} | ${size} | ${validates(result.file, 'pain.008.001.08')} |`,
    );
  }
  console.log(
    `| ${reader.label} | ${(reader.ms / 1000).toFixed(2)} | ${reader.peakMb.toFixed(0)} | ${reader.file} | – |`,
  );
  console.log(`\nTime ratio sepa package / ours: ${(peer.ms / ours.ms).toFixed(1)}×`);

  const batch = await benchBatch(name);
  const imported = await benchImport(name);
  if (!imported || !batch) return;
  console.log(`\nImport into ${name}: invoices of the batch afterwards: ${imported.check}\n`);
  console.log('| Case | Time (s) | Peak RSS (MB) | Outcome |');
  console.log('|---|---:|---:|---|');
  for (const result of [batch, imported.read, imported.imported]) {
    console.log(
      `| ${result.label} | ${(result.ms / 1000).toFixed(2)} | ${result.peakMb.toFixed(0)} | ${result.file} |`,
    );
  }
}

type SepaTransaction = Record<string, unknown>;
type SepaPaymentInfo = Record<string, unknown> & {
  createTransaction: () => SepaTransaction;
  addTransaction: (tx: SepaTransaction) => void;
};
type SepaDocument = {
  grpHdr: Record<string, unknown>;
  createPaymentInfo: () => SepaPaymentInfo;
  addPaymentInfo: (info: SepaPaymentInfo) => void;
  toString: () => string;
};

if (import.meta.url === `file://${process.argv[1]}`) await benchSepaFiles(process.argv[2]);
