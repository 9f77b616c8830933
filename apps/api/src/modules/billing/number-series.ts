import { formatInvoiceNumber, formatPaymentReference } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoiceNumberSeries, paymentReferenceSeries } from '../../db/schema/index.ts';

type SeriesTable = typeof invoiceNumberSeries | typeof paymentReferenceSeries;

// One atomic upsert per number: concurrent callers each get their own sequence, with no gaps.
async function takeNextSequence(db: DbOrTx, table: SeriesTable, year: number): Promise<number> {
  const [row] = await db
    .insert(table)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({ target: table.year, set: { lastSequence: sql`${table.lastSequence} + 1` } })
    .returning({ lastSequence: table.lastSequence });
  if (!row) throw new Error(`No sequence returned for ${year}`);
  return row.lastSequence;
}

export async function takeInvoiceNumber(
  db: DbOrTx,
  year: number,
): Promise<{ year: number; sequence: number; invoiceNumber: string }> {
  const sequence = await takeNextSequence(db, invoiceNumberSeries, year);
  return { year, sequence, invoiceNumber: formatInvoiceNumber(year, sequence) };
}

export async function takePaymentReference(db: DbOrTx, year: number): Promise<string> {
  return formatPaymentReference(year, await takeNextSequence(db, paymentReferenceSeries, year));
}

/** Sets the counters after a bulk insert that numbered invoices and references itself. */
export async function setSeriesCounters(
  db: DbOrTx,
  table: SeriesTable,
  lastSequenceByYear: ReadonlyMap<number, number>,
): Promise<void> {
  const rows = [...lastSequenceByYear].map(([year, lastSequence]) => ({ year, lastSequence }));
  if (rows.length === 0) return;
  await db
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target: table.year, set: { lastSequence: sql`excluded.last_sequence` } });
}
