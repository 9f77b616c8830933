import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type OnlinePayment, onlinePayments, onlineRefunds } from '../../db/schema/index.ts';
import { refundableFromInvoice } from './take-back-online-payment.ts';

// How much of an online payment staff may still refund from one invoice (issue 29): one rule, asked by the
// refund request and by the invoice's refund view, so the form's maximum is the one the server enforces.

/** The states of a refund Mollie has not finished: its money is promised, so not refundable again. */
export const REFUND_IN_FLIGHT = ['creating', 'queued', 'pending', 'processing'] as const;

/** The online payment that paid this invoice and can still give money back, newest first. */
export async function refundablePayment(db: DbOrTx, invoiceId: string): Promise<OnlinePayment | null> {
  const rows = await db
    .select({ payment: onlinePayments })
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.status, 'paid'),
        sql`exists (select 1 from payments p where p.external_id = ${onlinePayments.providerPaymentId}
          and p.invoice_id = ${invoiceId}::uuid and p.amount_cents > 0)`,
      ),
    )
    .orderBy(desc(onlinePayments.paidAt));
  return (
    rows.find(({ payment }) => payment.amountCents > payment.refundedCents + payment.chargedBackCents)
      ?.payment ?? null
  );
}

/** What paid on the invoice (and its credit left), never more than the payment has left, less refunds under way. */
export async function refundableCents(db: DbOrTx, payment: OnlinePayment, invoiceId: string) {
  const [inFlight] = await db
    .select({ cents: sql<number>`coalesce(sum(${onlineRefunds.amountCents}), 0)::int` })
    .from(onlineRefunds)
    .where(
      and(
        eq(onlineRefunds.onlinePaymentId, payment.id),
        inArray(onlineRefunds.status, [...REFUND_IN_FLIGHT]),
      ),
    );
  const most = Math.min(
    await refundableFromInvoice(db, payment, invoiceId),
    payment.amountCents - payment.refundedCents - payment.chargedBackCents,
  );
  return Math.max(0, most - (inFlight?.cents ?? 0));
}
