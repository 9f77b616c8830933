import type { UpdateProfileBody } from '@hostportaal/contract';
import { parsePeppolParticipantId } from '@hostportaal/documents';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { type User, users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { normaliseCountry, splitStreetLine, validateAddress } from './address.ts';

// The street and number as given apart, else split from the street line `adres` (SPEC §7), else unchanged.
function streetAndNumber(
  user: User,
  body: UpdateProfileBody,
): { street: string | null; number: string | null } {
  if (body.street !== undefined || body.houseNumber !== undefined)
    return {
      street: body.street === undefined ? user.street : body.street || null,
      number: body.houseNumber === undefined ? user.houseNumber : body.houseNumber || null,
    };
  if (body.adres === undefined) return { street: user.street, number: user.houseNumber };
  return splitStreetLine(body.adres);
}

// The Peppol participant id as 'scheme:id' (EAS code and identifier, upper case), null to clear it, unchanged
// when not given; undefined when it is not one Peppol can address (an unknown scheme, a KvK number that is
// not 8 digits, a Belgian number failing its check).
function peppolIdOf(user: User, body: UpdateProfileBody): string | null | undefined {
  if (body.peppolId === undefined) return user.peppolId;
  if (!body.peppolId) return null;
  const address = parsePeppolParticipantId(body.peppolId);
  return address ? `${address.schemeId}:${address.id}` : undefined;
}

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
  const peppolId = peppolIdOf(user, body);
  if (peppolId === undefined) {
    errors.push({
      field: 'peppolId',
      message: 'Geen Peppol-ID die Peppol kan bereiken; bijvoorbeeld 0106:12345678 (KvK-nummer)',
    });
  }
  const kvkNumber = body.kvkNumber === undefined ? user.kvkNumber : body.kvkNumber || null;
  const einvoiceByEmail = body.einvoiceByEmail ?? user.einvoiceByEmail;
  // Issue 21: the UBL with every invoice e-mail is for businesses, whose bookkeeping reads it.
  if (body.einvoiceByEmail && !(kvkNumber || user.vatId || peppolId)) {
    errors.push({
      field: 'einvoiceByEmail',
      message: 'Alleen voor zakelijke klanten: vul eerst je KvK-nummer of Peppol-ID in',
    });
  }
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { details: errors });

  // Issue 18: a new address needs the password and its own confirmation (POST /auth/email-change); this
  // call keeps SPEC §7's body, email included, but only the current address passes.
  if (body.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('EMAIL_CHANGE_NEEDS_CONFIRMATION', {
      details: [{ field: 'email', message: 'Wijzig je e-mailadres via POST /auth/email-change' }],
    });
  }

  const street = streetAndNumber(user, body);
  const now = ctx.clock.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        firstname: body.firstname,
        lastname: body.lastname,
        phone,
        street: street.street,
        houseNumber: street.number,
        city: body.city === undefined ? user.city : body.city || null,
        zipcode,
        country: country ?? user.country,
        kvkNumber,
        purchaseReference:
          body.purchaseReference === undefined ? user.purchaseReference : body.purchaseReference || null,
        peppolId: peppolId ?? null,
        einvoiceByEmail,
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw new AppError('USER_NOT_FOUND');
    await recordActivity(tx, {
      userId: user.id,
      type: 'profile_updated',
      action: 'Profiel bijgewerkt',
      description: 'Profielgegevens bijgewerkt',
      ip,
      now,
    });
    return row;
  });
  return updated;
}
