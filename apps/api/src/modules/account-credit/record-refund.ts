import type { CreditRefundBody } from '@hostportaal/contract';
import { maskIban } from '@hostportaal/documents';
import { formatCents } from '@hostportaal/domain';
import { isValidIban, normalizeIban } from '@hostportaal/sepa';
import { eq, sql } from 'drizzle-orm';
import { AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accountCreditEntries, users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { onceForKey } from '../payments/idempotency.ts';
import { creditAvailability } from './credit-payout-reservations.ts';
import { tellCreditRefunded } from './credit-refunded-message.ts';

type Actor = { id: string; ip?: string; now: Date };

/**
 * Finance paid account credit back (the transfer has left our account): a refund entry takes it off the
 * ledger, with the account it went to; the customer hears it. Never more than the balance; with an
 * idempotency key a repeat of the request books nothing more. The customer row is locked, so two refunds at
 * once cannot both take the same credit (and the balance may never go below zero, migration 0028).
 */
export async function recordCreditRefund(
  db: DbOrTx,
  userId: string,
  body: CreditRefundBody,
  actor: Actor,
  idempotencyKey?: string,
): Promise<{ entryId: string; balanceCents: number }> {
  const iban = normalizeIban(body.iban);
  if (!isValidIban(iban))
    throw new AppError('VALIDATION_FAILED', {
      details: [{ field: 'iban', message: 'Dit is geen geldig IBAN' }],
    });
  return db.transaction((tx) =>
    onceForKey(
      tx,
      {
        scope: 'credit-refund',
        actorId: actor.id,
        key: idempotencyKey,
        request: { userId, body },
        now: actor.now,
      },
      async () => {
        const [customer] = await tx
          .select({
            id: users.id,
            email: users.email,
            firstname: users.firstname,
            role: users.role,
            balance: users.creditBalanceCents,
          })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (customer?.role !== 'user')
          throw refusal('NOT_FOUND', 'user_not_found', 'Deze klant bestaat niet.');
        if (customer.balance <= 0)
          throw refusal(
            'CONFLICT',
            'no_credit_to_refund',
            'Deze klant heeft geen tegoed om terug te betalen.',
          );
        // What a payout under way holds is not there to record a refund of (issue 29).
        const { availableCents } = await creditAvailability(tx, userId);
        if (body.amountCents > availableCents)
          throw new AppError('VALIDATION_FAILED', {
            reason: 'refund_exceeds_credit',
            message: `Er staat ${formatCents(availableCents)} tegoed; meer kan niet worden terugbetaald.`,
            params: { balanceCents: availableCents, balance: formatCents(availableCents) },
            details: [{ field: 'amountCents', message: `Maximaal ${formatCents(availableCents)}` }],
          });
        const account = maskIban(iban);
        const [entry] = await tx
          .insert(accountCreditEntries)
          .values({
            userId,
            kind: 'refund',
            amountCents: -body.amountCents,
            refundIban: iban,
            description: `Terugbetaald op ${account}${body.note ? `: ${body.note}` : ''}`,
            createdBy: actor.id,
            createdAt: actor.now,
          })
          .returning({ id: accountCreditEntries.id });
        if (!entry) throw new Error('refund entry was not written');
        const balanceCents = customer.balance - body.amountCents;
        if (balanceCents === 0)
          await tx
            .update(users)
            .set({ creditRefundRequestedAt: null })
            .where(sql`${users.id} = ${userId} and ${users.creditRefundRequestedAt} is not null`);
        await recordActivity(tx, {
          userId,
          actorId: actor.id,
          type: 'payment',
          action: 'Tegoed terugbetaald',
          description: `${formatCents(body.amountCents)} tegoed terugbetaald op ${account}`,
          ip: actor.ip,
          now: actor.now,
          metadata: { entryId: entry.id, amountCents: body.amountCents, note: body.note, balanceCents },
        });
        await tellCreditRefunded(tx, customer, { amountCents: body.amountCents, account }, actor.now);
        return { entryId: entry.id, balanceCents };
      },
    ),
  );
}
