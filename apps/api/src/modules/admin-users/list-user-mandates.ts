import type { AdminUserMandate } from '@hostportaal/contract';
import { maskIban } from '@hostportaal/documents';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sepaMandates, users } from '../../db/schema/index.ts';

/** A customer's SEPA mandates, the usable (valid) ones first, newest first; 404 for an unknown user. */
export async function listUserMandates(db: DbOrTx, userId: string): Promise<AdminUserMandate[]> {
  const [owner, rows] = await Promise.all([
    db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1),
    db
      .select({
        id: sepaMandates.id,
        reference: sepaMandates.reference,
        iban: sepaMandates.iban,
        status: sepaMandates.status,
        signedAt: sepaMandates.signedAt,
        signatureMethod: sepaMandates.signatureMethod,
      })
      .from(sepaMandates)
      .where(eq(sepaMandates.userId, userId))
      .orderBy(
        asc(sql`${sepaMandates.status} <> 'valid'`),
        desc(sepaMandates.signedAt),
        desc(sepaMandates.createdAt),
      ),
  ]);
  if (owner.length === 0) throw new AppError('USER_NOT_FOUND');
  // The full IBAN never leaves the server on this list: staff only need to tell the accounts apart.
  return rows.map(({ iban, ...mandate }) => ({ ...mandate, ibanMasked: maskIban(iban) }));
}
