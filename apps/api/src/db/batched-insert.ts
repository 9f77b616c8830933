import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

// Bulk rows go in as one array per column, unnested on the server: a handful of parameters per
// statement however many rows, which keeps both drizzle's query building and PostgreSQL's parsing cheap.

function columnValue(column: PgColumn, row: Record<string, unknown>, key: string): unknown {
  const value = row[key];
  if (value === undefined) {
    if (column.defaultFn) return column.mapToDriverValue(column.defaultFn());
    if (column.default !== undefined && !is(column.default, SQL))
      return column.mapToDriverValue(column.default);
    if (!column.notNull) return null;
    throw new Error(`Bulk insert: ${column.name} is missing in some rows but not in others`);
  }
  return value === null ? null : column.mapToDriverValue(value);
}

// A PostgreSQL array literal, written here so both drivers send the same text (PGlite cannot serialize
// arrays of enum values itself): every element quoted, backslashes and quotes escaped, NULL unquoted.
function arrayLiteral(values: readonly unknown[]): string {
  const elements = values.map((value) =>
    value === null ? 'NULL' : `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
  );
  return `{${elements.join(',')}}`;
}

async function insertBatch(
  db: DbOrTx,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => row[key] !== undefined),
  );
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  const arrays = columns.map(
    ([key, column]) =>
      sql`${arrayLiteral(rows.map((row) => columnValue(column, row, key)))}::${sql.raw(column.getSQLType())}[]`,
  );
  await db.execute(
    sql`insert into ${sql.identifier(getTableName(table))} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`,
  );
}

/** Inserts many rows with a few statements; every row of a table should set the same columns. */
export async function insertInBatches<Table extends PgTable>(
  db: DbOrTx,
  table: Table,
  rows: readonly Table['$inferInsert'][],
  batchSize = 2000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await insertBatch(db, table, rows.slice(start, start + batchSize) as Record<string, unknown>[]);
  }
}
