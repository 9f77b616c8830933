import { z } from 'zod';
import { emailAddressSchema } from './auth.ts';
import { isoDateTimeSchema, successSchema } from './common.ts';
import { twoFactorCodeSchema } from './two-factor.ts';

// Issue 18: a new e-mail address becomes the login only after it is confirmed from a link sent to it; the
// old address is told, with a link that undoes the change. (Its own file: auth.ts and two-factor.ts import
// each other's schemas the other way round.)

/** POST /auth/email-change: the current password, and a TOTP or backup code when 2FA is on. */
export const emailChangeBodySchema = z.object({
  newEmail: emailAddressSchema,
  currentPassword: z.string().min(1).max(200),
  code: twoFactorCodeSchema.optional(),
});
export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>;

/** The address waiting for its confirmation; until then the login stays the current address. */
export const pendingEmailChangeSchema = z.object({
  email: z.string(),
  requestedAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
});
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;

export const pendingEmailChangeResponseSchema = successSchema(
  z.object({ pending: pendingEmailChangeSchema.nullable() }),
);

/** The token from the confirmation link (sent to the new address) or the undo link (sent to the old one). */
export const emailChangeTokenBodySchema = z.object({ token: z.string().min(10).max(200) });

export const emailChangeConfirmResponseSchema = successSchema(z.object({ email: z.string() }));

/**
 * The restored address, and a password-reset token for it: whoever changed the address knew the password,
 * so the undo page lets the owner choose a new one at once.
 */
export const emailChangeUndoResponseSchema = successSchema(
  z.object({ email: z.string(), resetToken: z.string() }),
);
