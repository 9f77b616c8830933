import { createHash } from 'node:crypto';
import { z } from 'zod';

/** Bumped when a file written now could not be read by the code that reads version 1. */
export const BACKUP_FORMAT_VERSION = 1;
export const BACKUP_FORMAT = 'hostportaal-backup';

/** A backup file's first line: what it is, from where, and the schema its rows fit. */
export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  source: z.object({ kind: z.enum(['pglite', 'postgres']), serverVersion: z.string() }),
  schema: z.object({ migrations: z.number().int().min(0), lastMigration: z.string().nullable() }),
  /** Names the SECRETS_KEY that sealed the secrets in the rows (TOTP secrets, panel login keys). */
  secretsKeyId: z.string(),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** Starts each table's rows: the columns, in the order of the COPY text lines that follow. */
export const tableHeaderSchema = z.object({ table: z.string().min(1), columns: z.array(z.string()).min(1) });

/** The last line: what a complete file holds, so a cut-off or edited file is refused. */
export const backupTrailerSchema = z.object({
  end: z.literal(true),
  rows: z.record(z.string(), z.number().int().min(0)),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
});
export type BackupTrailer = z.infer<typeof backupTrailerSchema>;

/**
 * A short name for a secrets key, safe to print and store beside the data: a one-way hash of a 256-bit
 * random key tells nothing about the key, and two machines with the same key give the same name.
 */
export function secretsKeyId(secretsKey: string): string {
  const key = Buffer.from(secretsKey, 'base64');
  return createHash('sha256').update('hostportaal secrets key id\n').update(key).digest('hex').slice(0, 16);
}
