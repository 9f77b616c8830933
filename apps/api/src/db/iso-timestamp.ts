import { type SQL, sql } from 'drizzle-orm';

/** A timestamptz as the API's ISO text ('2026-11-21T10:00:00.000Z'), for rows read with raw SQL. */
export function isoTimestamp(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
