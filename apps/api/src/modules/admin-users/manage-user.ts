import type {
  AdminUserContactBody,
  AdminUserUpdateBody,
  ErrorParams,
  ErrorReason,
} from '@hostportaal/contract';
import { type AccountDeletionDecision, formatCents } from '@hostportaal/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { accountDeletionDecision, anonymiseUser, unusablePasswordHash } from '../account/anonymise-user.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { sendEmailVerification } from '../auth/email-verification.ts';
import { revokeCredentialTokens } from '../auth/one-time-tokens.ts';
import { emailMessage } from '../email/email-templates.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { normaliseCountry, validateAddress } from '../profile/address.ts';
import {
  type AccessActor,
  conflict,
  lockActiveAdmins,
  lockedUser,
  type UserChange,
  userAuditSnapshot,
} from './change-user-access.ts';

// Editing, deleting and e-mailing a user from the admin user management (issue 7).

/** PUT /api/admin/users/{id}: an admin corrects a profile; a new e-mail address must be verified again. */
export async function updateUserByAdmin(
  ctx: AppContext,
  userId: string,
  body: AdminUserUpdateBody,
  actor: AccessActor,
): Promise<UserChange> {
  const change = await ctx.db.transaction(async (tx) => {
    const user = await lockedUser(tx, userId);
    const country = body.country === undefined ? user.country : normaliseCountry(body.country);
    const phone = body.phone === undefined ? user.phone : body.phone || null;
    const { zipcode, errors } = validateAddress({
      zipcode: body.zipcode === undefined ? user.zipcode : body.zipcode || null,
      country,
      countryRaw: body.country,
      phone,
    });
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { details: errors });
    const emailChanged = body.email !== user.email.toLowerCase();
    if (emailChanged) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, body.email), ne(users.id, userId)))
        .limit(1);
      if (taken) throw new AppError('EMAIL_TAKEN');
    }
    const keep = <T>(value: T | null | undefined, current: T | null): T | null =>
      value === undefined ? current : value || null;
    const [row] = await tx
      .update(users)
      .set({
        firstname: body.firstname,
        lastname: body.lastname,
        email: emailChanged ? body.email : user.email,
        phone,
        company: keep(body.company, user.company),
        kvkNumber: keep(body.kvkNumber, user.kvkNumber),
        vatId: keep(body.vatId?.replace(/\s+/g, '').toUpperCase(), user.vatId),
        street: keep(body.street, user.street),
        houseNumber: keep(body.houseNumber, user.houseNumber),
        zipcode,
        city: keep(body.city, user.city),
        country: country ?? user.country,
        isEmailVerified: emailChanged ? false : user.isEmailVerified,
        updatedAt: actor.now,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new AppError('USER_NOT_FOUND');
    await recordActivity(tx, {
      userId,
      actorId: actor.id,
      type: 'profile_updated',
      action: 'Profile updated by an admin',
      description: emailChanged
        ? `Profile and e-mail address updated (${user.email} → ${row.email})`
        : 'Profile details updated',
      ip: actor.ip,
      now: actor.now,
      metadata: emailChanged ? { previousEmail: user.email, email: row.email } : undefined,
    });
    if (emailChanged) {
      // Reset links sent to the old address must not outlive it (issue 18).
      await revokeCredentialTokens(tx, userId, actor.now);
      await sendEmailVerification(ctx, tx, row);
    }
    return { userId, before: userAuditSnapshot(user), after: userAuditSnapshot(row) };
  });
  ctx.notifyOutbox();
  return change;
}

/** Whether anything that must be kept (invoices for 7 years, payments, mandates, …) refers to the user. */
async function hasRecords(tx: DbOrTx, userId: string): Promise<boolean> {
  const result = await tx.execute<{ kept: boolean }>(sql`
    select exists (select 1 from invoices where user_id = ${userId})
      or exists (select 1 from payments where user_id = ${userId})
      or exists (select 1 from subscriptions where user_id = ${userId})
      or exists (select 1 from sepa_mandates where user_id = ${userId})
      or exists (select 1 from tickets where user_id = ${userId})
      or exists (select 1 from collection_letters where user_id = ${userId})
      or exists (select 1 from collection_cases where user_id = ${userId}) as kept`);
  return Boolean(result.rows[0]?.kept);
}

/**
 * The staff screens' English words for why an account cannot be deleted yet, with the amount the screens'
 * texts name ({{amount}}): the customer_* reasons, never the customer's own account_* ones.
 */
function staffRefusal(
  decision: Extract<AccountDeletionDecision, { allowed: false }>,
): [ErrorReason, string, ErrorParams?] {
  const amount = formatCents(Number(decision.params.amountCents ?? 0));
  switch (decision.code) {
    case 'account_unpaid_claims':
      return [
        'customer_has_unpaid_invoices',
        'This customer has unpaid invoices: collect or credit them before deleting the account',
      ];
    case 'account_open_fees':
      return [
        'customer_has_open_fees',
        `This customer still owes ${amount} in collection costs: collect or waive them first`,
        decision.params,
      ];
    case 'account_collection_at_bank':
      return [
        'customer_collection_at_bank',
        'A direct debit of this customer is at the bank: wait until it is collected or returned',
        decision.params,
      ];
    case 'account_has_credit':
      return [
        'customer_has_credit',
        `This customer has ${amount} account credit: pay it back (Payments → Account credit) before deleting the account`,
        decision.params,
      ];
  }
}

export type DeleteOutcome = { outcome: 'deleted' | 'anonymised'; change: UserChange };

/**
 * DELETE /api/admin/users/{id}. Not yourself, not the last active admin, not while invoices are unpaid.
 * A user with records (invoices must be kept 7 years) is anonymised; one without any is removed.
 */
export async function deleteUserByAdmin(
  db: DbOrTx,
  userId: string,
  actor: AccessActor,
  passwordHash?: string,
): Promise<DeleteOutcome> {
  const unusable = passwordHash ?? (await unusablePasswordHash());
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const user = await lockedUser(tx, userId);
    if (userId === actor.id) throw conflict('own_account_delete', 'You cannot delete your own account');
    if (admins.includes(userId) && admins.length === 1)
      throw conflict('last_active_admin', 'At least one active admin must remain');
    const before = userAuditSnapshot(user);
    const name = `${user.firstname} ${user.lastname} (${user.email})`;
    if (!(await hasRecords(tx, userId))) {
      await tx.delete(users).where(eq(users.id, userId));
      await recordActivity(tx, {
        userId: null,
        actorId: actor.id,
        type: 'account_deleted',
        action: 'Account deleted by an admin',
        description: `${name} deleted; the account had no invoices or other records`,
        ip: actor.ip,
        now: actor.now,
      });
      return { outcome: 'deleted', change: { userId, before, after: {} } };
    }
    // Nothing may stay open either way: what the customer owes, nor what we owe them (issue 27, case 4).
    const decision = await accountDeletionDecision(tx, userId);
    if (!decision.allowed) {
      const [reason, message, params] = staffRefusal(decision);
      throw refusal('CONFLICT', reason, message, params);
    }
    await anonymiseUser(tx, {
      userId,
      now: actor.now,
      reason: 'Account verwijderd door een beheerder',
      passwordHash: unusable,
    });
    await recordActivity(tx, {
      userId,
      actorId: actor.id,
      type: 'account_deleted',
      action: 'Account deleted by an admin',
      description: 'Personal data anonymised; invoices and payments are kept (7-year duty)',
      ip: actor.ip,
      now: actor.now,
    });
    const [after] = await tx.select().from(users).where(eq(users.id, userId));
    return {
      outcome: 'anonymised',
      change: { userId, before, after: after ? userAuditSnapshot(after) : {} },
    };
  });
}

/** POST /api/admin/users/{id}/contact: an e-mail to the user, sent through the outbox. */
export async function contactUser(
  ctx: AppContext,
  userId: string,
  body: AdminUserContactBody,
  actor: AccessActor,
): Promise<string> {
  const emailId = await ctx.db.transaction(async (tx) => {
    const user = await lockedUser(tx, userId);
    const greeting = `Beste ${user.firstname},\n\n`;
    const id = await enqueueEmail(tx, {
      to: user.email,
      userId,
      message: emailMessage('admin_contact', body.subject, `${greeting}${body.message}`),
      now: actor.now,
    });
    await recordActivity(tx, {
      userId,
      actorId: actor.id,
      type: 'admin_contact',
      action: 'E-mail from the team',
      description: `E-mail sent: ${body.subject}`,
      ip: actor.ip,
      now: actor.now,
      metadata: { emailId: id, subject: body.subject },
    });
    return id;
  });
  ctx.notifyOutbox();
  return emailId;
}
