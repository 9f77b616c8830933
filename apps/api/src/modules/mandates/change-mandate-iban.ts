import type { ChangeMandateIbanBody, ChangeMandateIbanResult } from '@hostportaal/contract';
import { maskIban } from '@hostportaal/documents';
import { nextCollectionDate } from '@hostportaal/domain';
import { isSepaIban, isValidBic, isValidIban, normalizeBic, normalizeIban } from '@hostportaal/sepa';
import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import { AppError, type FieldError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { invoices, sepaMandates, subscriptions, users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { renewalText, renewPaymentMethodForClaims } from '../claims/renew-payment-method.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { createWebMandate } from '../orders/web-mandate.ts';
import { requireCompleteAddress } from '../profile/complete-address.ts';
import { mandateIbanChangedEmail, mandateRenewedEmail } from './mandate-emails.ts';
import {
  changeModeOf,
  customerMandateView,
  findCustomerMandates,
  type MandateRow,
  mandateCreditor,
} from './mandate-view.ts';

type Actor = {
  ip?: string;
  now: Date;
  link: string;
  /** Staff recording a consent the customer gave on paper or by e-Mandate; absent: the customer in the portal. */
  staff?: { id: string; signatureMethod: 'paper' | 'e_mandate' };
};
type Account = { iban: string; bic: string | null; accountHolder: string };

function checkedAccount(body: ChangeMandateIbanBody): Account {
  const iban = normalizeIban(body.iban);
  const bic = body.bic ? normalizeBic(body.bic) : null;
  const details: FieldError[] = [];
  if (!isValidIban(iban)) details.push({ field: 'iban', message: 'Dit is geen geldig IBAN' });
  // The bank only collects from accounts in the SEPA area; a file with another one is refused whole.
  else if (!isSepaIban(iban))
    details.push({ field: 'iban', message: 'Incasso kan alleen van een rekening in een SEPA-land' });
  if (bic && !isValidBic(bic)) details.push({ field: 'bic', message: 'Dit is geen geldige BIC' });
  // The debtor's name goes into the pain.008: the contract checks it is writable there (text-rule.ts).
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', { details });
  return { iban, bic, accountHolder: body.accountHolder };
}

function refuseSameAccount(message: string): never {
  throw new AppError('VALIDATION_FAILED', { details: [{ field: 'iban', message }] });
}

/**
 * The amendment the next collection carries (DOMAIN-NL §2, AmdmntInd): against the IBAN the bank last
 * collected from, which is the first original while an earlier change is still pending. A mandate the bank
 * never collected on needs none, nor does a change back to the IBAN the bank knows.
 */
function amendmentAfter(mandate: MandateRow, iban: string) {
  if (iban === mandate.iban)
    return { originalIban: mandate.originalIban, amendmentPending: mandate.amendmentPending };
  const collectedBefore = mandate.firstCollectionDone || mandate.lastCollectionDate !== null;
  const known = mandate.amendmentPending && mandate.originalIban ? mandate.originalIban : mandate.iban;
  if (!collectedBefore || iban === known) return { originalIban: null, amendmentPending: false };
  return { originalIban: known, amendmentPending: true };
}

async function amendMandate(
  tx: DbOrTx,
  mandate: MandateRow,
  account: Account,
  body: ChangeMandateIbanBody,
  actor: Actor,
) {
  const unchanged =
    account.iban === mandate.iban &&
    account.bic === mandate.bic &&
    account.accountHolder === mandate.accountHolder;
  if (mandate.status === 'invalid' && account.iban === mandate.iban)
    refuseSameAccount('Van dit rekeningnummer kon niet worden afgeschreven. Geef een ander IBAN op.');
  if (unchanged) refuseSameAccount('Dit rekeningnummer staat al op deze machtiging.');
  await tx
    .update(sepaMandates)
    .set({
      ...account,
      ...amendmentAfter(mandate, account.iban),
      // The bank refused the old account (AC01/AC04/AC06); the consent for the new one makes it usable again.
      status: mandate.status === 'invalid' ? 'valid' : mandate.status,
      ...(actor.staff ? { signatureMethod: actor.staff.signatureMethod } : {}),
      updatedAt: actor.now,
    })
    .where(eq(sepaMandates.id, mandate.id));
  await recordActivity(tx, {
    userId: mandate.userId,
    actorId: actor.staff?.id ?? null,
    type: 'mandate_changed',
    action: 'Rekeningnummer machtiging gewijzigd',
    description: `Machtiging ${mandate.reference}: afschrijven van ${maskIban(account.iban)}`,
    ip: actor.ip,
    now: actor.now,
    // The consent itself: a ticked box in the portal, with time, place and IP (DOMAIN-NL §2).
    metadata: {
      mandateId: mandate.id,
      reference: mandate.reference,
      signatureMethod: actor.staff?.signatureMethod ?? 'web_consent',
      consentAt: actor.now.toISOString(),
      signedPlace: body.signedPlace,
      previousIban: mandate.iban,
      iban: account.iban,
      statusBefore: mandate.status,
    },
  });
  return mandate.id;
}

async function renewMandate(tx: DbOrTx, mandate: MandateRow, body: ChangeMandateIbanBody, actor: Actor) {
  const created = await createWebMandate(
    tx,
    mandate.userId,
    body,
    actor,
    '',
    actor.staff?.signatureMethod ?? 'web_consent',
  );
  // The old mandate stays as it is (its collections and returns refer to it); the subscriptions move on.
  await tx
    .update(subscriptions)
    .set({ mandateId: created.id, updatedAt: actor.now })
    .where(and(eq(subscriptions.mandateId, mandate.id), ne(subscriptions.status, 'cancelled')));
  // What is still unpaid is collected under the new consent (the next batch picks it up); the invoices'
  // content is unchanged, only how they are paid.
  await tx
    .update(invoices)
    .set({ mandateId: created.id })
    .where(
      and(
        eq(invoices.mandateId, mandate.id),
        inArray(invoices.status, ['open', 'overdue', 'failed']),
        gt(invoices.totalCents, invoices.paidCents),
      ),
    );
  await recordActivity(tx, {
    userId: mandate.userId,
    actorId: actor.staff?.id ?? null,
    type: 'mandate_changed',
    action: 'Machtiging vernieuwd',
    description: `Machtiging ${mandate.reference} vervangen door ${created.reference}`,
    ip: actor.ip,
    now: actor.now,
    metadata: {
      mandateId: created.id,
      reference: created.reference,
      replacesMandateId: mandate.id,
      previousReference: mandate.reference,
      statusBefore: mandate.status,
    },
  });
  return created.id;
}

/**
 * A customer names a new account for their mandate, with a new consent. Amends the mandate (same reference)
 * or, where DOMAIN-NL §2 asks for a new mandate, replaces it. One transaction with the mandate row locked,
 * so two submissions never both renew, and a second change keeps the first original IBAN.
 */
export async function changeMandateIban(
  db: DbOrTx,
  userId: string,
  mandateId: string,
  body: ChangeMandateIbanBody,
  actor: Actor,
): Promise<ChangeMandateIbanResult> {
  return db.transaction(async (tx) => {
    await requireCompleteAddress(tx, userId);
    const [mandate] = await findCustomerMandates(tx, userId, { mandateId, lock: true });
    if (!mandate) throw refusal('NOT_FOUND', 'mandate_not_found', 'Deze machtiging bestaat niet.');
    const account = checkedAccount(body);
    const mode = changeModeOf(mandate);
    if (mode === 'contact')
      throw new AppError('CONFLICT', {
        reason: 'mandate_handled_personally',
        message: 'Deze machtiging handelen we persoonlijk met je af. Neem contact met ons op.',
      });
    if (mode === 'unused')
      throw new AppError('CONFLICT', {
        reason: 'mandate_not_in_use',
        message: 'Deze machtiging wordt niet meer gebruikt; hier hoef je niets te wijzigen.',
      });
    const resultId =
      mode === 'amend'
        ? await amendMandate(tx, mandate, account, body, actor)
        : await renewMandate(tx, mandate, body, actor);

    // Claims that waited for a new account go back to the next batch (claim lifecycle).
    const renewal = await renewPaymentMethodForClaims(tx, resultId, actor.now);
    const company = await getCompanySettings(tx);
    const claimsText = renewalText(renewal, nextCollectionDate(actor.now, company.collectionLeadDays));
    const [result] = await findCustomerMandates(tx, userId, { mandateId: resultId });
    const [user] = await tx
      .select({ email: users.email, firstname: users.firstname })
      .from(users)
      .where(eq(users.id, userId));
    if (!result || !user) throw new Error('changed mandate not found');
    const view = customerMandateView(result);
    const emailInput = {
      firstname: user.firstname,
      reference: view.reference,
      ibanMasked: view.ibanMasked,
      accountHolder: view.accountHolder,
      creditor: await mandateCreditor(tx),
      link: actor.link,
      claimsText,
    };
    const renewed = mode === 'renew';
    await enqueueEmail(tx, {
      to: user.email,
      userId,
      message: renewed
        ? mandateRenewedEmail({ ...emailInput, previousReference: mandate.reference })
        : mandateIbanChangedEmail(emailInput),
      now: actor.now,
    });
    await createNotification(tx, {
      userId,
      type: 'security',
      title: renewed ? 'Nieuwe machtiging afgegeven' : 'Rekeningnummer gewijzigd',
      body: renewed
        ? `Machtiging ${view.reference} vervangt ${mandate.reference}; we schrijven voortaan af van ${view.ibanMasked}.`
        : `Voor machtiging ${view.reference} schrijven we voortaan af van ${view.ibanMasked}.`,
      link: '/dashboard/instellingen?tab=payment',
      now: actor.now,
    });
    return {
      mandate: view,
      renewed,
      collectedInvoiceNumbers: renewal.collected.map((claim) => claim.row.invoice_number),
    };
  });
}
