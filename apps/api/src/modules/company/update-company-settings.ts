import type { CompanySettingsBody, CompanySettingsView } from '@hostportaal/contract';
import { isValidBic, isValidCreditorId, isValidIban, normalizeIban } from '@hostportaal/sepa';
import { eq } from 'drizzle-orm';
import { AppError, type FieldError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companySettings } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { companySettingsView } from './company-settings-view.ts';

// Check digits the form cannot know: the bank rejects a whole batch for one wrong IBAN or incassant-ID.
function bankFieldErrors(body: CompanySettingsBody): FieldError[] {
  const errors: FieldError[] = [];
  if (!isValidIban(body.iban)) errors.push({ field: 'iban', message: 'Dit is geen geldig IBAN' });
  if (body.bic && !isValidBic(body.bic)) errors.push({ field: 'bic', message: 'Dit is geen geldige BIC' });
  if (body.creditorId && !isValidCreditorId(body.creditorId)) {
    errors.push({
      field: 'creditorId',
      message: 'Dit is geen geldig incassant-ID (bijvoorbeeld NL51ZZZ405365330000)',
    });
  }
  return errors;
}

/** Saves our company and SEPA creditor settings; nothing is written when a field is wrong. */
export async function updateCompanySettings(
  db: DbOrTx,
  body: CompanySettingsBody,
  actor: { id: string; ip?: string; now: Date; twoFactorEnabled: boolean },
): Promise<CompanySettingsView> {
  // Requiring 2FA of admins while having none yourself would lock you out of the setting that undoes it.
  if (body.requireAdminTwoFactor && !actor.twoFactorEnabled)
    throw new AppError('VALIDATION_FAILED', {
      details: [
        {
          field: 'requireAdminTwoFactor',
          message: 'Zet eerst zelf tweestapsverificatie aan voordat je die voor beheerders verplicht maakt',
        },
      ],
    });
  const details = bankFieldErrors(body);
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', { details });
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(companySettings).where(eq(companySettings.id, 1)).for('update');
    if (!before) throw new Error('Company settings are missing');
    const [row] = await tx
      .update(companySettings)
      .set({
        ...body,
        iban: normalizeIban(body.iban),
        bic: body.bic?.toUpperCase() ?? null,
        creditorId: body.creditorId?.toUpperCase().replaceAll(' ', '') ?? null,
        updatedAt: actor.now,
      })
      .where(eq(companySettings.id, 1))
      .returning();
    if (!row) throw new AppError('SERVICE_UNAVAILABLE');
    await recordActivity(tx, {
      userId: null,
      actorId: actor.id,
      type: 'settings_updated',
      action: 'Bedrijfsgegevens gewijzigd',
      description: 'Bedrijfs- en incassogegevens gewijzigd',
      ip: actor.ip,
      now: actor.now,
      metadata: { before: companySettingsView(before), after: companySettingsView(row) },
    });
    return companySettingsView(row);
  });
}
