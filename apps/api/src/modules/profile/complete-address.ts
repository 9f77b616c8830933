import { completeAddressSchema } from '@hostportaal/contract';
import { eq, sql } from 'drizzle-orm';
import { AppError, type FieldError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type User, users } from '../../db/schema/index.ts';

export type AddressFields = Pick<User, 'street' | 'houseNumber' | 'zipcode' | 'city' | 'country'>;

export const INCOMPLETE_ADDRESS_MESSAGE =
  'Vul eerst je volledige adres in (straat, huisnummer, postcode en plaats); dat is nodig voor de machtiging en je facturen.';

/** The parts of the address a mandate and an invoice still miss, as field errors; empty when complete. */
export function missingAddressFields(address: AddressFields): FieldError[] {
  const { street, houseNumber, zipcode, city, country } = address;
  const result = completeAddressSchema.safeParse({ street, houseNumber, zipcode, city, country });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message }));
}

/**
 * completeAddressSchema's "every part filled in" in SQL, for set-based work over `users u` (the billing run):
 * an invoice carries any script, so its SEPA part is left to the batch (decision 032).
 */
export const completeAddressCondition = sql`(coalesce(btrim(u.street), '') <> ''
  and coalesce(btrim(u.house_number), '') <> '' and coalesce(btrim(u.zipcode), '') <> ''
  and coalesce(btrim(u.city), '') <> '' and coalesce(btrim(u.country), '') <> '')`;

/**
 * Refuses (422, a field error per missing part) when the customer's address is not complete: a SEPA
 * mandate names the debtor's address and an invoice the customer's (art. 35a Wet OB).
 */
export async function requireCompleteAddress(db: DbOrTx, userId: string): Promise<void> {
  const [address] = await db
    .select({
      street: users.street,
      houseNumber: users.houseNumber,
      zipcode: users.zipcode,
      city: users.city,
      country: users.country,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!address) throw new AppError('USER_NOT_FOUND');
  const details = missingAddressFields(address);
  if (details.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      message: INCOMPLETE_ADDRESS_MESSAGE,
      reason: 'address_incomplete',
      details,
    });
}
