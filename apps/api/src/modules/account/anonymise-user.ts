import { randomBytes } from 'node:crypto';
import {
  type AccountClosingFacts,
  type AccountDeletionDecision,
  amsterdamToday,
  decideAccountDeletion,
  formatCents,
} from '@hostportaal/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  backupCodes,
  notifications,
  refreshTokens,
  sepaMandates,
  subscriptions,
  users,
  userTokens,
} from '../../db/schema/index.ts';
import { hashPassword } from '../auth/password.ts';

/**
 * What the account still has with us, for the claim lifecycle's account-deletion decision: claims it owes,
 * a letter's costs, the credit we owe it, collections at the bank.
 */
export async function accountClosingFacts(tx: DbOrTx, userId: string): Promise<AccountClosingFacts> {
  const result = await tx.execute<{ unpaid: number; fees: number; credit: number; at_bank: number }>(sql`
    select
      (select count(*) from invoices i where i.user_id = ${userId} and i.kind = 'invoice'
        and i.status in ('open', 'pending', 'overdue', 'failed') and i.total_cents > i.paid_cents)::int as unpaid,
      (select coalesce(sum(greatest(l.fee_cents - l.fee_paid_cents - l.fee_waived_cents, 0)), 0)
        from collection_letters l where l.user_id = ${userId} and l.letter_type = 'collection'
          and l.superseded_by_id is null)::int as fees,
      (select u.credit_balance_cents from users u where u.id = ${userId})::int as credit,
      (select count(*) from sepa_batch_items it join sepa_batches b on b.id = it.batch_id
        join invoices i on i.id = it.invoice_id
        where i.user_id = ${userId} and it.status = 'pending' and b.status = 'submitted')::int as at_bank`);
  const row = result.rows[0];
  return {
    unpaidClaims: Number(row?.unpaid ?? 0),
    openFeeCents: Number(row?.fees ?? 0),
    creditCents: Number(row?.credit ?? 0),
    collectionsAtBank: Number(row?.at_bank ?? 0),
  };
}

/** Whether the account may be deleted now: the claim lifecycle's decision on its closing facts. */
export async function accountDeletionDecision(tx: DbOrTx, userId: string): Promise<AccountDeletionDecision> {
  return decideAccountDeletion(await accountClosingFacts(tx, userId));
}

/**
 * The customer's own deletion, refused while anything is open between us (409): what they owe
 * (ACCOUNT_HAS_UNPAID_BALANCE, collection must stay possible), and what we owe them (their credit: it would
 * vanish with the account, issue 27 case 4) or a collection still at the bank.
 */
export async function assertAccountMayClose(tx: DbOrTx, userId: string): Promise<void> {
  const decision = await accountDeletionDecision(tx, userId);
  if (decision.allowed) return;
  if (decision.code === 'account_unpaid_claims') throw new AppError('ACCOUNT_HAS_UNPAID_BALANCE');
  throw refusal('CONFLICT', decision.code, customerText(decision), decision.params);
}

function customerText(decision: Extract<AccountDeletionDecision, { allowed: false }>): string {
  const amount = Number(decision.params.amountCents ?? 0);
  switch (decision.code) {
    case 'account_has_credit':
      return `Je hebt nog ${formatCents(amount)} tegoed bij ons. Dat betalen we je eerst terug; daarna kun je je account verwijderen. We hebben je verzoek om terugbetaling doorgegeven.`;
    case 'account_open_fees':
      return `Er staat nog ${formatCents(amount)} aan incassokosten open. Betaal die eerst; daarna kun je je account verwijderen.`;
    default:
      return 'Er ligt nog een incasso bij de bank. Als die is afgeschreven of teruggekomen, kun je je account verwijderen.';
  }
}

/** A password hash nobody knows, made before the transaction (hashing is slow). */
export async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('hex'));
}

/**
 * AVG: the account's personal data goes, its records stay, because invoices (with their own customer
 * snapshot) must be kept for 7 years (DOMAIN-NL §4); payments and mandates stay with them. Services end
 * today, mandates become invalid, sessions and tokens are removed. The caller holds the user row's lock
 * and has asked the account-deletion decision (nothing open either way).
 */
export async function anonymiseUser(
  tx: DbOrTx,
  input: { userId: string; now: Date; reason: string; passwordHash: string },
): Promise<void> {
  const { userId, now } = input;
  await tx
    .update(subscriptions)
    .set({
      status: 'cancelled',
      serviceStatus: 'cancelled_expired',
      endDate: amsterdamToday(now),
      nextBillingDate: null,
      cancelledAt: now,
      cancellationReason: input.reason,
      updatedAt: now,
    })
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.serviceStatus, 'cancelled_expired')));
  await tx
    .update(sepaMandates)
    .set({ status: 'invalid', updatedAt: now })
    .where(eq(sepaMandates.userId, userId));
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await tx.delete(userTokens).where(eq(userTokens.userId, userId));
  await tx.delete(backupCodes).where(eq(backupCodes.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx
    .update(users)
    .set({
      firstname: 'Verwijderde',
      lastname: 'gebruiker',
      email: `verwijderd-${userId}@anonymized.invalid`,
      phone: null,
      company: null,
      kvkNumber: null,
      vatId: null,
      purchaseReference: null,
      peppolId: null,
      einvoiceByEmail: false,
      street: null,
      houseNumber: null,
      city: null,
      zipcode: null,
      passwordHash: input.passwordHash,
      isActive: false,
      twoFactorEnabled: false,
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
      twoFactorLastStep: null,
      loginNotifications: false,
      anonymizedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
