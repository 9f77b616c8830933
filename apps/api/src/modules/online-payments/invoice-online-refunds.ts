import type { InvoiceOnlineRefunds } from '@hostportaal/contract';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { refusal } from '../../app-error.ts';
import { invoices, onlineRefunds } from '../../db/schema/index.ts';
import { activeProvider, loadOnlinePaymentSettings } from './online-payment-settings.ts';
import { refundableCents, refundablePayment } from './refundable-online-payment.ts';

// What the admin invoice dialog shows of refunds through Mollie (issue 29): whether the invoice was paid online,
// how much a new refund may be, and every refund asked for it with its state as Mollie last reported it.

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export async function invoiceOnlineRefunds(
  ctx: AppContext,
  invoiceId: string,
): Promise<InvoiceOnlineRefunds> {
  const [invoice] = await ctx.db
    .select({ kind: invoices.kind })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (invoice?.kind !== 'invoice') throw refusal('NOT_FOUND', 'invoice_not_found', 'Factuur niet gevonden');
  const refunds = await ctx.db
    .select()
    .from(onlineRefunds)
    .where(eq(onlineRefunds.invoiceId, invoiceId))
    .orderBy(desc(onlineRefunds.createdAt), desc(onlineRefunds.id));
  const payment = await refundablePayment(ctx.db, invoiceId);
  const provider =
    payment && payment.mode !== 'off'
      ? activeProvider(ctx.config, await loadOnlinePaymentSettings(ctx.db), payment.mode)
      : null;
  return {
    payment: payment?.providerPaymentId
      ? {
          providerPaymentId: payment.providerPaymentId,
          method: payment.method,
          amountCents: payment.amountCents,
          paidAt: iso(payment.paidAt),
        }
      : null,
    refundableCents: payment ? await refundableCents(ctx.db, payment, invoiceId) : 0,
    providerAvailable: provider !== null,
    refunds: refunds.map((refund) => ({
      id: refund.id,
      providerRefundId: refund.providerRefundId,
      amountCents: refund.amountCents,
      status: refund.status,
      description: refund.description,
      createdAt: refund.createdAt.toISOString(),
      bookedAt: iso(refund.bookedAt),
    })),
  };
}
