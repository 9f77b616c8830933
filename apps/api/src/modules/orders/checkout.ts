import type { CheckoutBody, OrderAcceptance, OrderResult } from '@hostportaal/contract';
import { amsterdamToday, type BillingInterval } from '@hostportaal/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems, invoices, subscriptions } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { requireVerifiedEmail } from '../auth/verified-email.ts';
import { billDueSubscriptions } from '../billing/billing-run.ts';
import { requireCompleteAddress } from '../profile/complete-address.ts';
import { createSubscription } from '../subscriptions/create-subscription.ts';
import { findValidMandate } from './cart.ts';
import { recordOrderAcceptance } from './order-acceptance.ts';
import { sendOrderConfirmation } from './send-order-confirmation.ts';
import { createWebMandate } from './web-mandate.ts';

type Actor = { id: string; ip?: string; now: Date };
type OrderLine = { packageId: string; interval: BillingInterval; quantity: number };

/**
 * Turns order lines into subscriptions starting today, collected by direct debit, each with its first
 * invoice from one billing run — all in one transaction, so an order is placed whole or not at all.
 * The invoices and the mandate need the customer's address, also when an existing mandate is used, and a
 * confirmed e-mail address to reach the customer (issue 28).
 */
export async function placeOrder(
  db: DbOrTx,
  userId: string,
  lines: OrderLine[],
  mandateInput: CheckoutBody['mandate'],
  acceptance: OrderAcceptance,
  actor: Actor,
  links: { publicUrl: string },
): Promise<OrderResult> {
  const today = amsterdamToday(actor.now);
  return db.transaction(async (tx) => {
    await requireVerifiedEmail(tx, userId);
    await requireCompleteAddress(tx, userId);
    // Checked before anything is made: without the terms accepted there is no order at all.
    const { order, terms, privacy } = await recordOrderAcceptance(tx, userId, acceptance, actor);
    const mandate = mandateInput
      ? await createWebMandate(tx, userId, mandateInput, actor)
      : await findValidMandate(tx, userId);
    if (!mandate)
      throw new AppError('MANDATE_INVALID', {
        reason: 'no_valid_mandate',
        message: 'Je hebt nog geen geldige machtiging; geef er een af.',
      });
    const created = [];
    for (const line of lines) {
      for (let copy = 0; copy < line.quantity; copy++) {
        created.push(
          await createSubscription(
            tx,
            {
              userId,
              packageId: line.packageId,
              interval: line.interval,
              startDate: today,
              mandateId: mandate.id,
              priceCents: null,
              domain: null,
            },
            actor,
            { billNow: false },
          ),
        );
      }
    }
    const subscriptionIds = created.map((subscription) => subscription.id);
    await tx
      .update(subscriptions)
      .set({ orderId: order.id })
      .where(inArray(subscriptions.id, subscriptionIds));
    await billDueSubscriptions(tx, { today, now: actor.now, subscriptionIds, triggeredBy: actor.id });
    const firstInvoices = await tx
      .select()
      .from(invoices)
      .where(inArray(invoices.subscriptionId, subscriptionIds))
      .orderBy(asc(invoices.sequence));
    await recordActivity(tx, {
      userId,
      type: 'order_placed',
      action: 'Bestelling geplaatst',
      description: `Bestelling van ${created.length} ${created.length === 1 ? 'pakket' : 'pakketten'} geplaatst`,
      ip: actor.ip,
      now: actor.now,
      metadata: {
        subscriptionIds,
        mandateId: mandate.id,
        orderId: order.id,
        termsVersion: terms.version,
        privacyVersion: privacy.version,
        immediateStartConsentAt: order.immediateStartConsentAt?.toISOString() ?? null,
      },
    });
    await sendOrderConfirmation(tx, {
      userId,
      order,
      terms,
      privacy,
      lines: created.map((subscription) => {
        const invoice = firstInvoices.find((row) => row.subscriptionId === subscription.id);
        return {
          title: subscription.title,
          invoiceNumber: invoice?.invoiceNumber ?? null,
          totalCents: invoice?.totalCents ?? null,
        };
      }),
      today,
      subscriptionsLink: `${links.publicUrl}/dashboard/subscriptions`,
    });
    return {
      order: {
        id: order.id,
        termsVersion: terms.version,
        privacyVersion: privacy.version,
        customerType: order.customerType,
        withdrawalEndsOn: order.withdrawalEndsOn,
      },
      mandateReference: mandate.reference,
      subscriptions: created.map((subscription) => ({
        id: subscription.id,
        title: subscription.title,
        interval: subscription.interval,
        startDate: subscription.startDate,
      })),
      invoices: firstInvoices.map((invoice) => ({
        id: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        totalCents: invoice.totalCents,
        dueDate: invoice.dueDate,
        paymentReference: invoice.paymentReference,
      })),
    };
  });
}

/** Checks out the customer's cart: the order is placed and the cart emptied in the same transaction. */
export async function checkoutCart(
  db: DbOrTx,
  userId: string,
  body: CheckoutBody,
  actor: Actor,
  links: { publicUrl: string },
) {
  return db.transaction(async (tx) => {
    // Locking the cart rows makes a double click wait for the first checkout, which then empties it.
    const lines = await tx
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      .for('update');
    if (lines.length === 0) throw new AppError('CART_EMPTY');
    const result = await placeOrder(tx, userId, lines, body.mandate, body.acceptance, actor, links);
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    return result;
  });
}
