import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addCreditEntries } from '../account-credit/credit-ledger.ts';
import { writeClaims } from '../claims/claim-executor.ts';
import { jsonRows, type Ledger, type NewEmail, type NewNotification } from './bank-file-ledger.ts';

// What a bank file's lines changed, written back set-based: one statement per table however many lines
// (bank-file-ledger.ts reads and locks what they touch; bank-file-bookings.ts decides each line).

/** Writes everything the lines changed, one statement per table. */
export async function writeLedger(
  tx: DbOrTx,
  ledger: Ledger,
  actor: { id: string | null; now: Date },
  notices: { notifications: NewNotification[]; emails: NewEmail[] },
) {
  const now = actor.now.toISOString();
  if (ledger.changedItems.size > 0) {
    const rows = [...ledger.changedItems].map((item) => ({
      id: item.id,
      status: item.status,
      return_reason_code: item.returnReasonCode,
      batch_rejected: item.batchRejected,
    }));
    await tx.execute(sql`
      update sepa_batch_items i set status = v.status, return_reason_code = v.return_reason_code,
        batch_rejected = v.batch_rejected
      from jsonb_to_recordset(${jsonRows(rows)}) as v(id uuid, status sepa_item_status, return_reason_code text,
        batch_rejected boolean)
      where i.id = v.id`);
  }
  // The claims through the lifecycle's executor; paid_at and submitted_for_collection_at only where a line
  // set them, so the others keep their exact value (a JavaScript Date has no microseconds).
  await writeClaims(
    tx,
    [...ledger.changedInvoices].map(([invoice, changed]) => ({
      id: invoice.id,
      status: invoice.status,
      paidCents: invoice.paidCents,
      ...(changed.paidAt ? { paidAt: invoice.paidAt } : {}),
      ...(changed.submittedForCollectionAt ? { submittedForCollectionAt: null } : {}),
    })),
  );
  if (ledger.reversals.size > 0) {
    const rows = [...ledger.reversals].map(([externalId, code]) => ({ external_id: externalId, code }));
    await tx.execute(sql`
      update payments p set status = 'reversed', return_reason_code = v.code
      from jsonb_to_recordset(${jsonRows(rows)}) as v(external_id text, code text)
      where p.external_id = v.external_id and p.status = 'received'`);
  }
  if (ledger.newPayments.length > 0) {
    await tx.execute(sql`
      insert into payments (id, user_id, invoice_id, amount_cents, method, status, reference, external_id,
        return_reason_code, received_at, created_by, created_at)
      select v.id, v.user_id, v.invoice_id, v.amount_cents, v.method, v.status, v.reference, v.external_id,
        v.return_reason_code, ${now}::timestamptz, ${actor.id}::uuid, ${now}::timestamptz
      from jsonb_to_recordset(${jsonRows(ledger.newPayments)}) as v(id uuid, user_id uuid, invoice_id uuid,
        amount_cents int, method payment_method, status payment_status, reference text, external_id text,
        return_reason_code text)`);
  }
  await addCreditEntries(
    tx,
    ledger.creditEntries.map((entry) => ({ ...entry, createdBy: actor.id })),
    actor.now,
  );
  if (ledger.invalidMandates.size > 0) {
    // A return makes its mandate unusable only while the mandate still carries the account it came from: a
    // customer who gave a new IBAN since is not locked out by the old one's refusal (issue 27, case 3).
    const rows = [...ledger.invalidMandates].map(([id, iban]) => ({ id, iban }));
    await tx.execute(sql`
      update sepa_mandates m set status = 'invalid', updated_at = ${now}::timestamptz
      from jsonb_to_recordset(${jsonRows(rows)}) as v(id uuid, iban text)
      where m.id = v.id and (v.iban is null or m.iban = v.iban)`);
  }
  // The same rows createNotification and enqueueEmail write, thousands at once: every customer whose
  // collection came back hears it (DOMAIN-NL §2).
  if (notices.notifications.length > 0) {
    await tx.execute(sql`
      insert into notifications (user_id, type, title, body, link, created_at)
      select v.user_id, v.type, v.title, v.body, v.link, ${now}::timestamptz
      from jsonb_to_recordset(${jsonRows(notices.notifications)}) as v(user_id uuid, type notification_type,
        title text, body text, link text)`);
  }
  if (notices.emails.length > 0) {
    await tx.execute(sql`
      insert into email_outbox (user_id, to_address, subject, text_body, html_body, template, created_at,
        next_attempt_at)
      select v.user_id, v.to_address, v.subject, v.text_body, v.html_body, v.template, ${now}::timestamptz,
        ${now}::timestamptz
      from jsonb_to_recordset(${jsonRows(notices.emails)}) as v(user_id uuid, to_address text, subject text,
        text_body text, html_body text, template text)`);
  }
}
