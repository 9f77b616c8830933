import { type DatabaseSession, quoteIdentifier } from './database-session.ts';

/** A table of the application schema and the columns a backup carries (generated columns are derived). */
export type TableColumns = { table: string; columns: string[] };

export type SequenceValue = { name: string; lastValue: string; isCalled: boolean };

/** The application's tables (schema `public`), parents before the tables whose foreign keys name them. */
export async function listTables(session: DatabaseSession): Promise<TableColumns[]> {
  const columns = await session.query<{ table: string; column: string }>(`
    select c.relname as table, a.attname as column
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname, a.attnum`);
  const references = await session.query<{ child: string; parent: string }>(`
    select child.relname as child, parent.relname as parent
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where k.contype = 'f' and n.nspname = 'public'`);
  const tables = new Map<string, string[]>();
  for (const row of columns) tables.set(row.table, [...(tables.get(row.table) ?? []), row.column]);
  return inReferenceOrder([...tables.keys()], references).map((table) => ({
    table,
    columns: tables.get(table) ?? [],
  }));
}

/**
 * Orders tables so that each comes after the tables it references (a table referencing itself is loaded in
 * one COPY, whose foreign keys are checked when the statement ends). A cycle between tables would need
 * deferred constraints; the schema has none, and a restore says so if one appears.
 */
function inReferenceOrder(tables: string[], references: { child: string; parent: string }[]): string[] {
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of references) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...(parents.get(table) ?? [])].every((parent) => placed.has(parent)),
    );
    if (ready.length === 0) {
      const left = tables.filter((table) => !placed.has(table));
      throw new Error(`the foreign keys between ${left.join(', ')} form a cycle`);
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

export async function readSequences(session: DatabaseSession): Promise<SequenceValue[]> {
  const names = await session.query<{ name: string }>(
    "select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename",
  );
  const values: SequenceValue[] = [];
  for (const { name } of names) {
    const [row] = await session.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${quoteIdentifier(name)}`,
    );
    if (row) values.push({ name, lastValue: row.last_value, isCalled: row.is_called });
  }
  return values;
}

export async function restoreSequences(session: DatabaseSession, values: SequenceValue[]): Promise<void> {
  for (const value of values) {
    await session.query('select setval($1::regclass, $2::bigint, $3)', [
      quoteIdentifier(value.name),
      value.lastValue,
      value.isCalled,
    ]);
  }
}

/** The application tables that hold at least one row (none: the database is empty). */
export async function tablesWithRows(session: DatabaseSession): Promise<string[]> {
  const tables = await listTables(session);
  if (tables.length === 0) return [];
  const checks = tables.map(
    ({ table }) =>
      `select ${quoteLiteral(table)} as table from ${quoteIdentifier(table)} having count(*) > 0`,
  );
  const rows = await session.query<{ table: string }>(checks.join(' union all '));
  return rows.map((row) => row.table);
}

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Drops what the migrations made (tables, views, functions, types in `public`, the migration history) and
 * pg-boss's queue, whose jobs belong to the data being replaced; it recreates itself at the next start.
 * Object by object rather than `drop schema public`, which needs the schema's owner; extensions stay.
 */
export async function dropApplicationSchema(session: DatabaseSession): Promise<void> {
  const statements = await session.query<{ statement: string }>(`
    select format('drop %s if exists %s cascade', kind, name) as statement from (
      select case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'S' then 'sequence'
               else 'table' end as kind,
             format('%I.%I', n.nspname, c.relname) as name,
             case c.relkind when 'S' then 2 else 1 end as step
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S') and not c.relispartition
        and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
      union all
      select case p.prokind when 'p' then 'procedure' when 'a' then 'aggregate' else 'function' end,
             p.oid::regprocedure::text, 3
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      union all
      select 'type', t.oid::regtype::text, 4
      from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public' and t.typtype in ('e', 'd', 'r', 'm')
        and not exists (select 1 from pg_depend d where d.objid = t.oid and d.deptype = 'e')
    ) objects order by step`);
  for (const { statement } of statements) await session.query(statement);
  await session.query('drop schema if exists drizzle cascade');
  await session.query('drop schema if exists pgboss cascade');
}

/** Turns the tables' own triggers (the read models') off for a load of rows that already include their effect. */
export async function setUserTriggers(
  session: DatabaseSession,
  tables: readonly string[],
  enabled: boolean,
): Promise<void> {
  for (const table of tables)
    await session.query(
      `alter table ${quoteIdentifier(table)} ${enabled ? 'enable' : 'disable'} trigger user`,
    );
}
