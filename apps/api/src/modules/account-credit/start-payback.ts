import { randomBytes } from 'node:crypto';
import type { StartPaybackBody } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { isValidIban, normalizeIban, toSepaId } from '@hostportaal/sepa';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { creditPayoutBatches, creditPayouts, sepaMandates, users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { onceForKey } from '../payments/idempotency.ts';
import { creditAvailability } from './credit-payout-reservations.ts';
import { payoutsById } from './credit-payout-views.ts';
import { askMollieForPayout, mollieSources } from './payback-mollie.ts';

type Actor = { id: string; ip?: string; now: Date };

const ibanRefused = (message: string) =>
  new AppError('VALIDATION_FAILED', { details: [{ field: 'iban', message }] });

/** The batch new transfer payouts join: the open one, or a new one (one open batch at a time, by index). */
async function openBatchId(tx: DbOrTx, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await tx.insert(creditPayoutBatches).values({ status: 'open', createdAt: now }).onConflictDoNothing();
    // Locked, so a file written meanwhile (which closes the batch) waits for this payout or is waited for.
    const [open] = await tx
      .select({ id: creditPayoutBatches.id })
      .from(creditPayoutBatches)
      .where(eq(creditPayoutBatches.status, 'open'))
      .for('update');
    if (open) return open.id;
  }
  throw new Error('no open payout batch could be found or made');
}

/** The account of the customer's mandate (a valid one first, the newest), for a transfer payout. */
async function mandateAccount(tx: DbOrTx, userId: string) {
  const [mandate] = await tx
    .select({ iban: sepaMandates.iban, accountHolder: sepaMandates.accountHolder })
    .from(sepaMandates)
    .where(eq(sepaMandates.userId, userId))
    .orderBy(sql`(${sepaMandates.status} = 'valid') desc`, desc(sepaMandates.createdAt))
    .limit(1);
  return mandate ?? null;
}

/**
 * Finance pays a customer's credit back (issue 29): the amount (at most what is free, default all of it) is
 * reserved at once, on the customer's locked row, so two starts cannot both take it. What an online payment
 * put on the credit goes back through Mollie while it can; the rest waits as a SEPA credit transfer to the
 * mandate's IBAN, or the one given, in the open payout batch. The credit itself falls only when the money left.
 */
export async function startPayback(
  ctx: AppContext,
  userId: string,
  body: StartPaybackBody,
  actor: Actor,
  idempotencyKey?: string,
) {
  const givenIban = body.iban ? normalizeIban(body.iban) : null;
  if (givenIban !== null && !isValidIban(givenIban)) throw ibanRefused('Dit is geen geldig IBAN');
  const { payoutIds } = await ctx.db.transaction((tx) =>
    onceForKey(
      tx,
      {
        scope: 'credit-payback',
        actorId: actor.id,
        key: idempotencyKey,
        request: { userId, body },
        now: actor.now,
      },
      async () => {
        const [customer] = await tx
          .select({
            role: users.role,
            customerNumber: users.customerNumber,
            name: sql<string>`${users.firstname} || ' ' || ${users.lastname}`,
          })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (customer?.role !== 'user')
          throw refusal('NOT_FOUND', 'user_not_found', 'Deze klant bestaat niet.');
        const { availableCents } = await creditAvailability(tx, userId);
        if (availableCents <= 0)
          throw refusal(
            'CONFLICT',
            'no_credit_to_refund',
            'Deze klant heeft geen tegoed om terug te betalen.',
          );
        const amount = body.amountCents ?? availableCents;
        if (amount > availableCents)
          throw new AppError('VALIDATION_FAILED', {
            reason: 'refund_exceeds_credit',
            message: `Er staat ${formatCents(availableCents)} tegoed; meer kan niet worden terugbetaald.`,
            params: { balanceCents: availableCents, balance: formatCents(availableCents) },
            details: [{ field: 'amountCents', message: `Maximaal ${formatCents(availableCents)}` }],
          });
        const base = {
          userId,
          note: body.note,
          requestedBy: actor.id,
          createdAt: actor.now,
          updatedAt: actor.now,
        };
        const rows: (typeof creditPayouts.$inferInsert)[] = [];
        let left = amount;
        for (const source of await mollieSources(ctx, tx, userId)) {
          if (left === 0) break;
          const cents = Math.min(left, source.cents);
          rows.push({
            ...base,
            route: 'mollie',
            amountCents: cents,
            onlinePaymentId: source.onlinePaymentId,
          });
          left -= cents;
        }
        if (left > 0) {
          const mandate = givenIban ? null : await mandateAccount(tx, userId);
          const iban = givenIban ?? mandate?.iban ?? null;
          if (!iban)
            throw new AppError('VALIDATION_FAILED', {
              reason: 'payback_iban_missing',
              message: 'Geef het rekeningnummer op: de klant heeft geen machtiging met een IBAN.',
              details: [{ field: 'iban', message: 'Geef het rekeningnummer op' }],
            });
          const stamp = actor.now.toISOString().slice(0, 10).replaceAll('-', '');
          rows.push({
            ...base,
            route: 'transfer',
            amountCents: left,
            iban: normalizeIban(iban),
            accountHolder: body.accountHolder?.trim() || mandate?.accountHolder || customer.name,
            batchId: await openBatchId(tx, actor.now),
            endToEndId: toSepaId(
              `HP-PO-${stamp}-${customer.customerNumber}-${randomBytes(3).toString('hex')}`,
            ),
          });
        }
        const inserted = await tx.insert(creditPayouts).values(rows).returning({ id: creditPayouts.id });
        await recordActivity(tx, {
          userId,
          actorId: actor.id,
          type: 'payment',
          action: 'Terugbetaling tegoed gestart',
          description: `${formatCents(amount)} tegoed wordt terugbetaald (${rows.map((row) => (row.route === 'mollie' ? `${formatCents(row.amountCents)} via Mollie` : `${formatCents(row.amountCents)} per overboeking`)).join(', ')})`,
          ip: actor.ip,
          now: actor.now,
          metadata: { payoutIds: inserted.map((row) => row.id), amountCents: amount },
        });
        return { payoutIds: inserted.map((row) => row.id) };
      },
    ),
  );
  await askMollieForWaitingPayouts(ctx, payoutIds, actor);
  return {
    payouts: await payoutsById(ctx.db, payoutIds),
    availableCents: (await creditAvailability(ctx.db, userId)).availableCents,
  };
}

/** Mollie payouts of this start not yet asked of Mollie (the first request, or a repeat after a crash). */
async function askMollieForWaitingPayouts(ctx: AppContext, payoutIds: string[], actor: Actor) {
  const waiting = await ctx.db
    .select({
      id: creditPayouts.id,
      onlinePaymentId: creditPayouts.onlinePaymentId,
      amountCents: creditPayouts.amountCents,
      customerNumber: users.customerNumber,
    })
    .from(creditPayouts)
    .innerJoin(users, eq(users.id, creditPayouts.userId))
    .where(
      and(
        sql`${creditPayouts.id} = any(${`{${payoutIds.join(',')}}`}::uuid[])`,
        eq(creditPayouts.route, 'mollie'),
        eq(creditPayouts.status, 'reserved'),
        sql`${creditPayouts.onlineRefundId} is null`,
      ),
    );
  for (const payout of waiting)
    if (payout.onlinePaymentId)
      await askMollieForPayout(ctx, { ...payout, onlinePaymentId: payout.onlinePaymentId }, actor);
}
