import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

const dialect = new PgDialect();

/**
 * Runs `query` as a named prepared statement, so PostgreSQL parses and plans it once per connection instead
 * of on every call: for a statement whose planning costs more than running it (the Collection Center's rows
 * of a page: 8 ms to plan a wide CTE, under 1 ms to run it; bench/RESULTS.md, collection cases). Every call
 * with one `name` must send the same text, its values as parameters only. PGlite plans each time.
 */
export async function executePrepared<Row>(db: DbOrTx, name: string, query: SQL): Promise<{ rows: Row[] }> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return (await prepared.execute()) as { rows: Row[] };
}
