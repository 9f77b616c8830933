import type pg from 'pg';
import { timed } from './bench-config.ts';

type Definition = { table: string; name: string; sql: string };

/**
 * Drops the indexes and constraints of the big tables before a bulk load and re-creates them after, as
 * pg_restore does: building an index once over millions of rows is far faster than maintaining it per
 * row, and the definitions are read from the migrated database, so the result is the app's schema.
 */
export async function withoutIndexes(client: pg.Client, tables: string[], load: () => Promise<void>) {
  const constraints = await client.query<Definition & { contype: string }>(
    `select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as sql, c.contype
     from pg_constraint c
     where (c.conrelid = any($1::regclass[]) or c.confrelid = any($1::regclass[]))
       and c.contype in ('p', 'u', 'f')`,
    [tables],
  );
  const indexes = await client.query<Definition>(
    `select i.indrelid::regclass::text as table, i.indexrelid::regclass::text as name,
       pg_get_indexdef(i.indexrelid) as sql
     from pg_index i
     where i.indrelid = any($1::regclass[])
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p', 'u'))`,
    [tables],
  );
  const foreignKeys = constraints.rows.filter((row) => row.contype === 'f');
  const keys = constraints.rows.filter((row) => row.contype !== 'f');
  for (const fk of foreignKeys) await client.query(`alter table ${fk.table} drop constraint "${fk.name}"`);
  for (const key of keys) await client.query(`alter table ${key.table} drop constraint "${key.name}"`);
  for (const index of indexes.rows) await client.query(`drop index ${index.name}`);

  await load();

  await timed(`${keys.length} primary/unique keys re-created`, async () => {
    for (const key of keys) {
      await client.query(`alter table ${key.table} add constraint "${key.name}" ${key.sql}`);
    }
  });
  await timed(`${indexes.rows.length} indexes re-created`, async () => {
    for (const index of indexes.rows) await client.query(index.sql);
  });
  await timed(`${foreignKeys.length} foreign keys re-created (validated)`, async () => {
    for (const fk of foreignKeys) {
      await client.query(`alter table ${fk.table} add constraint "${fk.name}" ${fk.sql}`);
    }
  });
}
