import { amsterdamToday, decideClaimEvent, formatCents } from '@hostportaal/domain';
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { collectionActions, type OnlinePayment, onlinePayments } from '../../db/schema/index.ts';
import { loadClaimsById } from '../claims/claim-facts.ts';
import { bookOnlinePayment, methodLabelOf } from './book-online-payment.ts';
import { activeProvider, loadOnlinePaymentSettings, type ProviderConfig } from './online-payment-settings.ts';
import { applyChargebacks, syncRefunds } from './online-refunds.ts';
import { ProviderError, type ProviderPayment } from './payment-provider.ts';

// Keeping our books in step with the provider (issue 29). Whatever tells us a payment changed — its webhook
// (which only carries the id), the customer coming back to the status page, the reconcile job — we fetch the
// payment from Mollie and act on what it says, under a lock on our row: a paid payment is booked exactly once
// however many deliveries arrive at once or in whatever order.

type Actor = { now: Date };
const ENDED = new Set(['failed', 'canceled', 'expired']);

async function recordEnded(tx: DbOrTx, row: OnlinePayment, fetched: ProviderPayment, now: Date) {
  const claims = await tx.execute<{ invoice_id: string }>(sql`
    select invoice_id from online_payment_claims
    where online_payment_id = ${row.id}::uuid and invoice_id is not null`);
  // The lifecycle's word on it: nothing moved, the claims stay as they are and may be paid again.
  for (const claim of await loadClaimsById(
    tx,
    claims.rows.map((part) => part.invoice_id),
  )) {
    decideClaimEvent(
      claim.facts,
      { type: 'online_payment_ended', outcome: fetched.status as 'failed' | 'canceled' | 'expired' },
      { today: amsterdamToday(now), dueDate: claim.row.due_date },
    );
  }
  const words = { failed: 'mislukt', canceled: 'geannuleerd', expired: 'verlopen' } as const;
  await tx.insert(collectionActions).values({
    userId: row.userId,
    actorId: null,
    action: `online_payment_${fetched.status}`,
    description: `Online betaling van ${formatCents(row.amountCents)} ${words[fetched.status as keyof typeof words]} (${fetched.id})`,
    result: 'failed',
    letterId: row.letterId,
    createdAt: now,
  });
}

/** Applies what the provider says of a payment to our row, and books it when it is paid. */
export async function applyProviderPayment(
  db: Db,
  rowId: string,
  fetched: ProviderPayment,
  actor: Actor,
): Promise<OnlinePayment> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(onlinePayments).where(eq(onlinePayments.id, rowId)).for('update');
    if (!row) throw new Error(`online payment ${rowId} not found`);
    // A paid payment stays paid for our books: a refund or chargeback is its own event, not a status.
    const status = row.status === 'paid' && fetched.status !== 'paid' ? row.status : fetched.status;
    const changed = status !== row.status;
    await tx
      .update(onlinePayments)
      .set({
        status,
        method: fetched.method ?? row.method,
        paidAt: fetched.paidAt ?? row.paidAt,
        expiresAt: fetched.expiresAt ?? row.expiresAt,
        checkedAt: actor.now,
        updatedAt: actor.now,
      })
      .where(eq(onlinePayments.id, row.id));
    if (status === 'paid' && !row.bookedAt) {
      await bookOnlinePayment(tx, row, fetched, { id: null, now: actor.now });
      await tx.insert(collectionActions).values({
        userId: row.userId,
        actorId: null,
        action: 'online_payment_paid',
        description: `Online betaling van ${formatCents(fetched.amountCents)} ontvangen (${methodLabelOf(fetched.method)}, ${fetched.id})`,
        letterId: row.letterId,
        createdAt: actor.now,
      });
    } else if (changed && ENDED.has(status)) await recordEnded(tx, row, fetched, actor.now);
    const [fresh] = await tx.select().from(onlinePayments).where(eq(onlinePayments.id, row.id));
    return fresh ?? row;
  });
}

export type SyncOutcome =
  | { kind: 'unknown' }
  | { kind: 'unavailable'; error: Error }
  | { kind: 'synced'; row: OnlinePayment };

/** Fetches the payment from the provider of the mode it was made in and applies it. */
export async function syncOnlinePayment(
  db: Db,
  config: ProviderConfig,
  row: OnlinePayment,
  actor: Actor,
): Promise<SyncOutcome> {
  if (!row.providerPaymentId || row.mode === 'off') return { kind: 'unknown' };
  const active = activeProvider(config, await loadOnlinePaymentSettings(db), row.mode);
  if (!active) return { kind: 'unavailable', error: new Error(`no ${row.mode} provider configured`) };
  let fetched: ProviderPayment;
  try {
    fetched = await active.provider.getPayment(row.providerPaymentId);
  } catch (error) {
    return { kind: 'unavailable', error: error as Error };
  }
  const synced = await applyProviderPayment(db, row.id, fetched, actor);
  if (synced.status !== 'paid') return { kind: 'synced', row: synced };
  // A refund's change and a chargeback come with the payment's webhook too: their state is Mollie's.
  try {
    await syncRefunds(db, active.provider, synced, { id: null, now: actor.now });
    if (fetched.chargedBackCents > synced.chargedBackCents)
      await applyChargebacks(db, synced.id, await active.provider.listChargebacks(fetched.id), {
        id: null,
        now: actor.now,
      });
  } catch (error) {
    if (error instanceof ProviderError) return { kind: 'unavailable', error };
    throw error;
  }
  const [fresh] = await db.select().from(onlinePayments).where(eq(onlinePayments.id, row.id));
  return { kind: 'synced', row: fresh ?? synced };
}

export async function findByProviderId(db: DbOrTx, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.providerPaymentId, providerPaymentId));
  return row ?? null;
}

/** How long after its creation an unfinished payment is asked again, whatever its method allows (iDEAL 15 min). */
export const RECONCILE_AFTER_MS = 20 * 60 * 1000;
/** A payment that never reached the provider is given up after an hour (Mollie keeps idempotency keys an hour). */
const CREATING_GIVEN_UP_MS = 60 * 60 * 1000;

/**
 * The reconcile job: payments still open, pending or authorized past what their method allows are fetched
 * again, so a lost webhook never leaves money unbooked. One payment the provider cannot answer is left for the
 * next run; the others go on.
 */
export async function reconcileOnlinePayments(
  db: Db,
  config: ProviderConfig,
  actor: Actor,
  log?: { error: (details: Record<string, unknown>, message: string) => void },
): Promise<number> {
  const before = new Date(actor.now.getTime() - RECONCILE_AFTER_MS);
  await db
    .update(onlinePayments)
    .set({ status: 'create_failed', failure: 'De betaalprovider antwoordde niet', updatedAt: actor.now })
    .where(
      and(
        eq(onlinePayments.status, 'creating'),
        lt(onlinePayments.createdAt, new Date(actor.now.getTime() - CREATING_GIVEN_UP_MS)),
      ),
    );
  const due = await db
    .select()
    .from(onlinePayments)
    .where(
      and(
        or(
          and(
            inArray(onlinePayments.status, ['open', 'pending', 'authorized']),
            lt(onlinePayments.createdAt, before),
          ),
          // A paid payment with a refund Mollie has not finished: the refund's webhook may be lost too.
          and(
            eq(onlinePayments.status, 'paid'),
            sql`exists (select 1 from online_refunds r where r.online_payment_id = ${onlinePayments.id}
              and r.status in ('queued', 'pending', 'processing') and r.created_at < ${before})`,
          ),
        ),
        or(sql`${onlinePayments.checkedAt} is null`, lt(onlinePayments.checkedAt, before)),
      ),
    )
    .orderBy(asc(onlinePayments.createdAt))
    .limit(200);
  let changed = 0;
  for (const row of due) {
    const outcome = await syncOnlinePayment(db, config, row, actor);
    if (outcome.kind === 'unavailable') {
      log?.error(
        { onlinePaymentId: row.id, providerPaymentId: row.providerPaymentId, error: outcome.error.message },
        'reconcile could not ask the payment provider; the payment is asked again next run',
      );
      continue;
    }
    if (outcome.kind === 'synced' && outcome.row.status !== row.status) changed += 1;
  }
  return changed;
}
