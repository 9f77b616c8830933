import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';

/** Empties every table of the application schema (not the migration history) and resets its sequences. */
export async function truncateAllTables(db: DbOrTx): Promise<void> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const tables = result.rows.map((row) => `"public"."${row.tablename.replaceAll('"', '""')}"`);
  if (tables.length === 0) return;
  await db.execute(sql.raw(`truncate table ${tables.join(', ')} restart identity cascade`));
}
