import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';

/** Empties every table of the application schema (not the migration history) and resets its sequences. */
export async function truncateAllTables(db: DbOrTx): Promise<void> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const tables = result.rows.map((row) => `"public"."${row.tablename.replaceAll('"', '""')}"`);
  if (tables.length === 0) return;
  const hasAuditLog = result.rows.some((row) => row.tablename === 'audit_log');
  // The audit log refuses TRUNCATE (migration 0009); a reset of demo data is the one place that may.
  await db.transaction(async (tx) => {
    if (hasAuditLog) await tx.execute(sql`alter table audit_log disable trigger audit_log_no_truncate`);
    await tx.execute(sql.raw(`truncate table ${tables.join(', ')} restart identity cascade`));
    if (hasAuditLog) await tx.execute(sql`alter table audit_log enable trigger audit_log_no_truncate`);
  });
}
