import type { Cart } from '@hostportaal/contract';
import { maskIban } from '@hostportaal/documents';
import { type BillingInterval, invoicedPrice, reverseChargeApplies } from '@hostportaal/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems, packages, sepaMandates, type User } from '../../db/schema/index.ts';
import { priceForInterval } from '../catalog/package-price.ts';
import { findAvailablePackage } from '../subscriptions/create-subscription.ts';

const MAX_QUANTITY = 10;

/** The customer's valid mandate, which a checkout may use instead of asking for a new one. */
export async function findValidMandate(db: DbOrTx, userId: string) {
  const [mandate] = await db
    .select()
    .from(sepaMandates)
    .where(and(eq(sepaMandates.userId, userId), eq(sepaMandates.status, 'valid')))
    .orderBy(desc(sepaMandates.signedAt), desc(sepaMandates.createdAt))
    .limit(1);
  return mandate ?? null;
}

/**
 * The cart with prices as they are now, at the VAT its invoices will charge (0% for an EU business outside
 * the Netherlands: btw verlegd). A line whose package went off sale (or lost the price for its interval) is
 * left out: checkout only orders what can still be bought.
 */
export async function getCart(db: DbOrTx, customer: Pick<User, 'id' | 'country' | 'vatId'>): Promise<Cart> {
  const userId = customer.id;
  const reverseCharge = reverseChargeApplies(customer);
  const rows = await db
    .select({ item: cartItems, pkg: packages })
    .from(cartItems)
    .innerJoin(packages, eq(packages.id, cartItems.packageId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const items = rows.flatMap(({ item, pkg }) => {
    const unitPriceCents = priceForInterval(pkg, item.interval);
    if (!pkg.isActive || unitPriceCents === null) return [];
    // Checkout makes every copy a subscription with its own first invoice, so the VAT is rounded per copy.
    const vatRateBp = reverseCharge ? 0 : pkg.vatRateBp;
    const unit = invoicedPrice(unitPriceCents, vatRateBp);
    return [
      {
        id: item.id,
        packageId: pkg.id,
        packageName: pkg.name,
        interval: item.interval,
        quantity: item.quantity,
        unitPriceCents,
        unitGrossCents: unit.grossCents,
        vatRateBp,
        netCents: unit.netCents * item.quantity,
        totalCents: unit.grossCents * item.quantity,
      },
    ];
  });
  const mandate = await findValidMandate(db, userId);
  const subtotalCents = items.reduce((sum, item) => sum + item.netCents, 0);
  const totalCents = items.reduce((sum, item) => sum + item.totalCents, 0);
  return {
    items,
    existingMandate: mandate ? { reference: mandate.reference, ibanMasked: maskIban(mandate.iban) } : null,
    subtotalCents,
    vatCents: totalCents - subtotalCents,
    totalCents,
  };
}

export async function addCartItem(
  db: DbOrTx,
  userId: string,
  input: { packageId: string; interval: BillingInterval; quantity: number },
  now: Date,
): Promise<void> {
  await findAvailablePackage(db, input);
  await db
    .insert(cartItems)
    .values({
      userId,
      packageId: input.packageId,
      interval: input.interval,
      quantity: input.quantity,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.packageId, cartItems.interval],
      set: { quantity: sql`least(${MAX_QUANTITY}, ${cartItems.quantity} + excluded.quantity)` },
    });
}

export async function updateCartItem(db: DbOrTx, userId: string, itemId: string, quantity: number) {
  const updated = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND');
}

export async function removeCartItem(db: DbOrTx, userId: string, itemId: string) {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND');
}
