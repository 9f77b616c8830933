import { randomBytes } from 'node:crypto';
import type { MandateConsent } from '@hostportaal/contract';
import { amsterdamToday } from '@hostportaal/domain';
import { isValidBic, isValidIban, normalizeBic, normalizeIban } from '@hostportaal/sepa';
import { AppError, type FieldError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type SepaMandate, sepaMandates } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { requireCompleteAddress } from '../profile/complete-address.ts';

// Mandate references are ≤35 characters in the SEPA character set (DOMAIN-NL §2) and never reused.
function newMandateReference(today: string): string {
  return `HP-MND-${today.replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/**
 * Records a mandate given in the portal. A ticked box is not a signature in the Netherlands, so the
 * mandate is stored as "web consent" with the moment and the IP address it was given from. The mandate
 * names the debtor's address, so the customer's address must be complete.
 */
export async function createWebMandate(
  db: DbOrTx,
  userId: string,
  consent: MandateConsent,
  actor: { ip?: string; now: Date },
  fieldPrefix = 'mandate.',
  /** How the consent was given: in the portal, or on a paper form or e-Mandate that staff record. */
  signatureMethod: SepaMandate['signatureMethod'] = 'web_consent',
): Promise<SepaMandate> {
  await requireCompleteAddress(db, userId);
  const iban = normalizeIban(consent.iban);
  const bic = consent.bic ? normalizeBic(consent.bic) : null;
  const details: FieldError[] = [];
  if (!isValidIban(iban)) details.push({ field: `${fieldPrefix}iban`, message: 'Dit is geen geldig IBAN' });
  if (bic && !isValidBic(bic))
    details.push({ field: `${fieldPrefix}bic`, message: 'Dit is geen geldige BIC' });
  // The account holder's name is checked by the contract: writable in the pain.008 (text-rule.ts).
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', { details });
  const today = amsterdamToday(actor.now);
  const [mandate] = await db
    .insert(sepaMandates)
    .values({
      userId,
      reference: newMandateReference(today),
      iban,
      bic,
      accountHolder: consent.accountHolder,
      signedAt: today,
      signedPlace: consent.signedPlace,
      signatureMethod,
      status: 'valid',
      createdAt: actor.now,
      updatedAt: actor.now,
    })
    .returning();
  if (!mandate) throw new Error('mandate insert returned nothing');
  await recordActivity(db, {
    userId,
    type: 'mandate_created',
    action: 'Machtiging afgegeven',
    description: `SEPA-machtiging ${mandate.reference} afgegeven in het portaal`,
    ip: actor.ip,
    now: actor.now,
    metadata: {
      mandateId: mandate.id,
      reference: mandate.reference,
      signatureMethod,
      consentAt: actor.now.toISOString(),
    },
  });
  return mandate;
}
