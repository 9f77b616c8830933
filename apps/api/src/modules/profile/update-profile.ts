import type { UpdateProfileBody } from '@hostportaal/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { type User, users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { sendEmailVerification } from '../auth/email-verification.ts';
import { normaliseCountry, splitStreetLine, validateAddress } from './address.ts';

export async function updateProfile(
  ctx: AppContext,
  user: User,
  body: UpdateProfileBody,
  ip?: string,
): Promise<User> {
  const country = body.country === undefined ? user.country : normaliseCountry(body.country);
  const phone = body.phone === undefined ? user.phone : body.phone || null;
  const zipcodeInput = body.zipcode === undefined ? user.zipcode : body.zipcode || null;
  const { zipcode, errors } = validateAddress({
    zipcode: zipcodeInput,
    country,
    countryRaw: body.country,
    phone,
  });
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { details: errors });

  const emailChanged = body.email.toLowerCase() !== user.email.toLowerCase();
  if (emailChanged) {
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, body.email.toLowerCase()), ne(users.id, user.id)))
      .limit(1);
    if (taken) throw new AppError('EMAIL_TAKEN');
  }

  const street =
    body.adres === undefined
      ? { street: user.street, number: user.houseNumber }
      : splitStreetLine(body.adres);
  const now = ctx.clock.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        firstname: body.firstname,
        lastname: body.lastname,
        email: body.email,
        phone,
        street: street.street,
        houseNumber: street.number,
        city: body.city === undefined ? user.city : body.city || null,
        zipcode,
        country: country ?? user.country,
        isEmailVerified: emailChanged ? false : user.isEmailVerified,
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw new AppError('USER_NOT_FOUND');
    await recordActivity(tx, {
      userId: user.id,
      type: 'profile_updated',
      action: 'Profiel bijgewerkt',
      description: emailChanged ? 'Profiel en e-mailadres bijgewerkt' : 'Profielgegevens bijgewerkt',
      ip,
      now,
    });
    if (emailChanged) await sendEmailVerification(ctx, tx, row);
    return row;
  });
  if (emailChanged) ctx.notifyOutbox();
  return updated;
}
