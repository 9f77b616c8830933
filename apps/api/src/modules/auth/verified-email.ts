import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export const UNVERIFIED_EMAIL_MESSAGE =
  'Bevestig eerst je e-mailadres met de link in de bevestigingsmail; daarna kun je bestellen en een machtiging afgeven.';

/**
 * Refuses (403, reason email_unverified) while the customer has not confirmed their address (issue 28): an
 * order and a SEPA mandate send the invoices, pre-notifications and the withdrawal form to that address, so
 * it must be one the customer reads. Checked in the transaction that would create the order or mandate.
 */
export async function requireVerifiedEmail(db: DbOrTx, userId: string): Promise<void> {
  const [user] = await db
    .select({ email: users.email, isEmailVerified: users.isEmailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('USER_NOT_FOUND');
  if (!user.isEmailVerified)
    throw new AppError('FORBIDDEN', {
      message: UNVERIFIED_EMAIL_MESSAGE,
      reason: 'email_unverified',
      params: { email: user.email },
    });
}
