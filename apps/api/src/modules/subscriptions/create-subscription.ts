import type { AdminSubscription, CreateSubscriptionBody } from '@hostportaal/contract';
import { amsterdamToday, type BillingInterval, compareIsoDates, formatDateLong } from '@hostportaal/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type Package, packages, sepaMandates, subscriptions, users } from '../../db/schema/index.ts';
import { billDueSubscriptions } from '../billing/billing-run.ts';
import type { Actor } from '../billing/credit-notes.ts';
import { priceForInterval } from '../catalog/package-price.ts';
import { findAdminSubscriptionRow } from './admin-subscription-list.ts';
import { recordSubscriptionChange, serializeAdminSubscription } from './serialize-admin-subscription.ts';

/**
 * The package and its price for the interval. Unknown, off sale (archived) or not offered for the interval:
 * PACKAGE_NOT_AVAILABLE, unless it is the package the subscription already has (`currentPackageId`),
 * which may keep running on an archived package.
 */
export async function findAvailablePackage(
  db: DbOrTx,
  input: { packageId: string; interval: BillingInterval; currentPackageId?: string },
): Promise<{ pkg: Package; priceCents: number }> {
  const [pkg] = await db.select().from(packages).where(eq(packages.id, input.packageId));
  const onSale = pkg && (pkg.isActive || pkg.id === input.currentPackageId);
  if (!pkg || !onSale) {
    throw new AppError('PACKAGE_NOT_AVAILABLE', {
      details: [{ field: 'packageId', message: 'Dit pakket is niet te koop' }],
    });
  }
  const priceCents = priceForInterval(pkg, input.interval);
  if (priceCents === null) {
    throw new AppError('PACKAGE_NOT_AVAILABLE', {
      details: [{ field: 'interval', message: 'Dit pakket heeft geen prijs voor deze termijn' }],
    });
  }
  return { pkg, priceCents };
}

async function assertCustomer(db: DbOrTx, userId: string) {
  const [customer] = await db
    .select({ id: users.id, role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  if (!customer) throw new AppError('USER_NOT_FOUND');
  if (customer.role !== 'user' || !customer.isActive) {
    throw new AppError('CONFLICT', {
      reason: 'customer_not_active',
      message: 'Alleen een actieve klant kan een abonnement krijgen.',
      details: [{ field: 'userId', message: customer.isActive ? 'Geen klant' : 'Account gedeactiveerd' }],
    });
  }
}

async function assertMandate(db: DbOrTx, mandateId: string, userId: string) {
  const [mandate] = await db
    .select({ userId: sepaMandates.userId, status: sepaMandates.status })
    .from(sepaMandates)
    .where(eq(sepaMandates.id, mandateId));
  if (!mandate || mandate.userId !== userId || mandate.status !== 'valid') {
    throw new AppError('MANDATE_INVALID', {
      details: [{ field: 'mandateId', message: 'Geen geldige machtiging van deze klant' }],
    });
  }
}

/**
 * Puts a customer on a package. A subscription that starts today is invoiced at once by the billing run
 * (same transaction: no subscription without its first invoice); one starting later stays pending until
 * the billing run reaches its start date.
 */
export async function createSubscription(
  db: DbOrTx,
  body: CreateSubscriptionBody,
  actor: Actor & { id: string },
  // An order of several packages bills them together in one run afterwards.
  options: { billNow?: boolean } = {},
): Promise<AdminSubscription> {
  const today = amsterdamToday(actor.now);
  if (compareIsoDates(body.startDate, today) < 0) {
    throw new AppError('VALIDATION_FAILED', {
      details: [{ field: 'startDate', message: 'Startdatum mag niet in het verleden liggen' }],
    });
  }
  await assertCustomer(db, body.userId);
  const { pkg, priceCents: packagePrice } = await findAvailablePackage(db, body);
  if (body.mandateId) await assertMandate(db, body.mandateId, body.userId);
  const startsNow = body.startDate === today;

  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(subscriptions)
      .values({
        userId: body.userId,
        packageId: pkg.id,
        mandateId: body.mandateId,
        title: pkg.name,
        planName: pkg.name,
        description: pkg.description,
        interval: body.interval,
        priceCents: body.priceCents ?? packagePrice,
        status: startsNow ? 'active' : 'pending',
        serviceStatus: startsNow ? 'active' : 'pending',
        startDate: body.startDate,
        billingAnchorDate: body.startDate,
        nextBillingDate: body.startDate,
        domain: body.domain || null,
        createdAt: actor.now,
        updatedAt: actor.now,
      })
      .returning();
    if (!created) throw new Error('createSubscription: insert returned no row');
    await recordSubscriptionChange(tx, {
      type: 'subscription_created',
      action: 'Abonnement aangemaakt',
      description: `Abonnement ${created.title} aangemaakt, start ${formatDateLong(created.startDate)}`,
      actor,
      before: null,
      after: created,
      metadata: { startDate: created.startDate },
    });
    if (startsNow && options.billNow !== false) {
      await billDueSubscriptions(tx, {
        today,
        now: actor.now,
        subscriptionIds: [created.id],
        triggeredBy: actor.id,
      });
    }
    return serializeAdminSubscription(await findAdminSubscriptionRow(tx, created.id));
  });
}
