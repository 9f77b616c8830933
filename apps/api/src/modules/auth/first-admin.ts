import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { emailMessage } from '../email/email-templates.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createOneTimeToken } from './one-time-tokens.ts';
import { hashPassword } from './password.ts';

// The first admin of a production install (issue 26, decision 031): production never seeds the demo, so the
// install has no account until one is made here, by `npm run create-admin` or by ADMIN_EMAIL at first start.

/** A strong admin password: at least this long when chosen by hand. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

export class FirstAdminError extends Error {
  constructor(
    readonly reason: 'admin_exists' | 'email_taken',
    message: string,
  ) {
    super(message);
  }
}

/** A password nobody knows: 24 characters of 144 random bits. */
export const generatePassword = () => randomBytes(18).toString('base64url');

/**
 * Creates the admin, in one transaction that holds an advisory lock, so two at once cannot both find no admin.
 * Refuses when an admin exists or the address has an account.
 */
export async function createFirstAdmin(
  db: DbOrTx,
  input: { email: string; password: string; now: Date },
): Promise<{ id: string; email: string }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hostportaal:first-admin'))`);
    const [admin] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, 'admin'))
      .limit(1);
    if (admin)
      throw new FirstAdminError(
        'admin_exists',
        `An admin exists already (${admin.email}); nothing was changed.`,
      );
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
      .limit(1);
    if (taken)
      throw new FirstAdminError('email_taken', `${input.email} already has an account; nothing was changed.`);
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstname: 'Beheerder',
        lastname: 'Hostportaal',
        role: 'admin',
        isEmailVerified: true,
        createdAt: input.now,
        updatedAt: input.now,
        passwordChangedAt: input.now,
      })
      .returning({ id: users.id, email: users.email });
    if (!user) throw new Error('the admin could not be created');
    return user;
  });
}

function firstAdminEmail(link: string) {
  return emailMessage(
    'first_admin',
    'Je beheerdersaccount voor Hostportaal',
    `Hallo,\n\nEr is een beheerdersaccount voor je aangemaakt in Hostportaal. Kies via deze link je wachtwoord:\n\n${link}\n\nDe link werkt één keer en is 1 uur geldig. Verlopen? Vraag dan op de inlogpagina via "Wachtwoord vergeten" een nieuwe link aan.`,
  );
}

/**
 * ADMIN_EMAIL at a start that finds no admin: that admin, with a password nobody knows, and a one-time link to
 * set one, mailed through the outbox. Once an admin exists it does nothing, so a restart sends nothing again.
 */
export async function inviteFirstAdmin(ctx: AppContext, email: string): Promise<'invited' | 'admin_exists'> {
  const now = ctx.clock.now();
  let admin: { id: string; email: string };
  try {
    admin = await createFirstAdmin(ctx.db, { email, password: generatePassword(), now });
  } catch (error) {
    if (error instanceof FirstAdminError && error.reason === 'admin_exists') return 'admin_exists';
    throw error;
  }
  await ctx.db.transaction(async (tx) => {
    const token = await createOneTimeToken(tx, {
      userId: admin.id,
      purpose: 'password_reset',
      email: admin.email,
      now,
    });
    const link = `${ctx.config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
    await enqueueEmail(tx, { to: admin.email, userId: admin.id, message: firstAdminEmail(link), now });
  });
  ctx.notifyOutbox();
  return 'invited';
}
