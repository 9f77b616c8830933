import type { OnlinePaymentState, OnlinePaymentStatusView } from '@hostportaal/contract';
import { eq, sql } from 'drizzle-orm';
import { refusal } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type OnlinePayment, onlinePayments } from '../../db/schema/index.ts';
import { findCompanySettings } from '../company/company-settings.ts';
import { instalmentPaymentView } from './instalment-payments.ts';
import type { ProviderConfig } from './online-payment-settings.ts';
import { syncOnlinePayment } from './sync-online-payment.ts';

// The page a customer lands on after the checkout (issue 29): reached by the payment's own unguessable token,
// no login. It shows the company, the invoice numbers and the amount, and nothing else of the account. A payment
// still open is asked of the provider first: the customer often returns before the webhook has arrived.

const UNFINISHED = new Set(['creating', 'open', 'pending', 'authorized']);

const stateOf = (status: OnlinePayment['status']): OnlinePaymentState => {
  switch (status) {
    case 'paid':
      return 'paid';
    case 'failed':
    case 'create_failed':
      return 'failed';
    case 'canceled':
      return 'canceled';
    case 'expired':
      return 'expired';
    default:
      return 'pending';
  }
};

export async function onlinePaymentStatus(
  db: Db,
  config: ProviderConfig,
  token: string,
  now: Date,
): Promise<OnlinePaymentStatusView> {
  const [found] = await db.select().from(onlinePayments).where(eq(onlinePayments.statusToken, token));
  if (!found) throw refusal('NOT_FOUND', 'payment_not_found', 'Betaling niet gevonden');
  let row = found;
  if (UNFINISHED.has(row.status)) {
    const outcome = await syncOnlinePayment(db, config, row, { now });
    if (outcome.kind === 'synced') row = outcome.row;
  }
  const parts = await db.execute<{
    invoice_number: string | null;
    payment_reference: string | null;
    open_cents: number;
    letter_number: string | null;
    letter_reference: string | null;
  }>(sql`
    select i.invoice_number, i.payment_reference,
      coalesce(case when i.status in ('cancelled', 'expired') then 0
        else greatest(0, i.total_cents - i.paid_cents) end, 0)::int
        + coalesce(greatest(0, l.fee_cents - l.fee_paid_cents - l.fee_waived_cents), 0)::int as open_cents,
      l.letter_number, l.payment_reference as letter_reference
    from online_payment_claims p
    left join invoices i on i.id = p.invoice_id
    left join collection_letters l on l.id = p.letter_id
    where p.online_payment_id = ${row.id}::uuid
    order by i.due_date nulls last`);
  const company = await findCompanySettings(db);
  // An arrangement's instalment: its number, its own reference, and what is left of it now (issue 30).
  const instalment = row.scope === 'instalment' ? await instalmentPaymentView(db, row, now) : null;
  if (instalment)
    return {
      state: stateOf(row.status),
      amountCents: row.amountCents,
      invoiceNumbers: instalment.invoiceNumbers,
      letterNumber: null,
      arrangementNumber: instalment.arrangementNumber,
      instalmentSequence: instalment.sequence,
      method: row.method,
      testMode: row.mode !== 'live',
      openCents: instalment.openCents,
      paymentReference: instalment.paymentReference,
      companyName: company?.name ?? 'Hostportaal',
    };
  const invoiceNumbers = parts.rows.flatMap((part) => part.invoice_number ?? []);
  const letterNumber = parts.rows.find((part) => part.letter_number)?.letter_number ?? null;
  const reference =
    parts.rows.find((part) => part.letter_reference)?.letter_reference ??
    (invoiceNumbers.length === 1 ? (parts.rows[0]?.payment_reference ?? null) : null);
  return {
    state: stateOf(row.status),
    amountCents: row.amountCents,
    invoiceNumbers,
    letterNumber,
    arrangementNumber: null,
    instalmentSequence: null,
    method: row.method,
    testMode: row.mode !== 'live',
    openCents: parts.rows.reduce((sum, part) => sum + Math.max(0, part.open_cents), 0),
    paymentReference: reference,
    companyName: company?.name ?? 'Hostportaal',
  };
}
