import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { peppolDeliveries } from '../../db/schema/index.ts';
import { invoiceUblById } from '../invoices/invoice-ubl-download.ts';
import { isUnwritable } from '../invoices/stored-invoice-ubl.ts';
import { type PeppolAccessPoint, PeppolSendError } from './peppol-access-point.ts';

// The peppol-delivery job (decision 030): each due delivery is claimed by one statement (SKIP LOCKED, and a
// lease in next_attempt_at), sent outside any transaction, and its outcome written back only if the claim is
// still ours. Two instances at once never claim the same row; a run that dies after sending leaves the row
// to be claimed again when the lease ends, and the same Idempotency-Key makes the access point answer the
// first message's id instead of sending a second one.

/** Attempts before a delivery that keeps failing for a passing reason is given up (about 12 hours). */
export const PEPPOL_MAX_ATTEMPTS = 10;
const FIRST_RETRY_MINUTES = 2;
const MAX_RETRY_MINUTES = 4 * 60;
/** How long a claimed delivery is ours; longer than one request may take (30 s). */
const LEASE_MINUTES = 10;

export type PeppolRunLog = {
  info: (details: Record<string, unknown>, message: string) => void;
  error: (details: Record<string, unknown>, message: string) => void;
};

/** Minutes until the next attempt after `attempts` failed ones: 2, 4, 8, … up to 4 hours. */
export function peppolRetryDelayMinutes(attempts: number): number {
  return Math.min(FIRST_RETRY_MINUTES * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MINUTES);
}

type Claimed = { id: string; invoiceId: string; attempts: number; idempotencyKey: string };

async function claimNextDue(db: DbOrTx, now: Date): Promise<Claimed | null> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + LEASE_MINUTES * 60_000).toISOString();
  const result = await db.execute<{
    id: string;
    invoice_id: string;
    attempts: number;
    idempotency_key: string;
  }>(sql`
    update peppol_deliveries set status = 'sending', attempts = attempts + 1,
      next_attempt_at = ${lease}::timestamptz, updated_at = ${at}::timestamptz
    where id = (
        select id from peppol_deliveries
        where status in ('queued', 'sending') and next_attempt_at <= ${at}::timestamptz
        order by next_attempt_at, id limit 1 for update skip locked)
      -- Checked again on the row as it is when locked: one another run claimed meanwhile is not ours.
      and status in ('queued', 'sending') and next_attempt_at <= ${at}::timestamptz
    returning id, invoice_id, attempts, idempotency_key`);
  const row = result.rows[0];
  return row
    ? { id: row.id, invoiceId: row.invoice_id, attempts: row.attempts, idempotencyKey: row.idempotency_key }
    : null;
}

type Outcome =
  | { status: 'sent'; messageId: string; receiverId: string }
  | { status: 'queued'; error: string; retryAt: Date }
  | { status: 'failed'; error: string };

async function attempt(
  db: DbOrTx,
  accessPoint: PeppolAccessPoint,
  claimed: Claimed,
  now: Date,
): Promise<Outcome> {
  try {
    const ubl = await invoiceUblById(db, claimed.invoiceId, now);
    if (!ubl) return { status: 'failed', error: 'The invoice no longer exists.' };
    // The stored document as issued, and the participants its EndpointIDs name (issue 27).
    const envelope = ubl.peppolEnvelope;
    if (!envelope) {
      return {
        status: 'failed',
        error:
          'The UBL of this invoice is not a Peppol BIS document: the customer had no Peppol address when it was written.',
      };
    }
    const { messageId } = await accessPoint.send({
      invoiceId: claimed.invoiceId,
      documentType: ubl.invoice.kind === 'credit_note' ? 'credit_note' : 'invoice',
      senderId: envelope.senderId,
      receiverId: envelope.receiverId,
      xml: ubl.xml,
      idempotencyKey: claimed.idempotencyKey,
    });
    return { status: 'sent', messageId, receiverId: envelope.receiverId };
  } catch (error) {
    // The stored invoice cannot be written as UBL (issue 26): no retry makes it writable, so it fails at
    // once with the reason, for staff to see in the invoice dialog; the run goes on with the next delivery.
    if (isUnwritable(error)) return { status: 'failed', error: error.message };
    const permanent = error instanceof PeppolSendError && error.kind === 'permanent';
    // Anything else but the access point's answer (a database hiccup, a bug) is tried again like a passing
    // failure, and given up after as many attempts.
    const text =
      error instanceof PeppolSendError ? error.message : `Could not prepare the document: ${String(error)}`;
    if (permanent) return { status: 'failed', error: text };
    if (claimed.attempts >= PEPPOL_MAX_ATTEMPTS)
      return { status: 'failed', error: `${text} Given up after ${claimed.attempts} attempts.` };
    const backoffMs = peppolRetryDelayMinutes(claimed.attempts) * 60_000;
    const askedMs = error instanceof PeppolSendError ? (error.retryAfterSeconds ?? 0) * 1000 : 0;
    return { status: 'queued', error: text, retryAt: new Date(now.getTime() + Math.max(backoffMs, askedMs)) };
  }
}

async function record(db: DbOrTx, claimed: Claimed, outcome: Outcome, now: Date) {
  const values =
    outcome.status === 'sent'
      ? {
          status: 'sent' as const,
          messageId: outcome.messageId,
          receiverId: outcome.receiverId,
          sentAt: now,
          lastError: null,
        }
      : outcome.status === 'queued'
        ? { status: 'queued' as const, lastError: outcome.error, nextAttemptAt: outcome.retryAt }
        : { status: 'failed' as const, lastError: outcome.error };
  // Only while the claim is ours: a run whose lease ran out and was claimed again writes nothing.
  await db
    .update(peppolDeliveries)
    .set({ ...values, updatedAt: now })
    .where(
      and(
        eq(peppolDeliveries.id, claimed.id),
        eq(peppolDeliveries.status, 'sending'),
        eq(peppolDeliveries.attempts, claimed.attempts),
      ),
    );
}

/** Sends the deliveries that are due, one at a time; returns how many the access point accepted. */
export async function sendDuePeppolDeliveries(
  db: DbOrTx,
  input: { accessPoint: PeppolAccessPoint; now: Date; log?: PeppolRunLog; limit?: number },
): Promise<number> {
  const limit = input.limit ?? 100;
  let sent = 0;
  for (let handled = 0; handled < limit; handled++) {
    const claimed = await claimNextDue(db, input.now);
    if (!claimed) break;
    const outcome = await attempt(db, input.accessPoint, claimed, input.now);
    await record(db, claimed, outcome, input.now);
    const details = { invoiceId: claimed.invoiceId, attempt: claimed.attempts };
    if (outcome.status === 'sent') {
      sent++;
      input.log?.info({ ...details, messageId: outcome.messageId }, 'invoice sent over Peppol');
    } else {
      input.log?.error(
        { ...details, status: outcome.status, reason: outcome.error },
        outcome.status === 'failed' ? 'Peppol delivery failed' : 'Peppol delivery will be retried',
      );
    }
  }
  return sent;
}
