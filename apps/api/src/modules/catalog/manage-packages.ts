import type { AdminPackage, PackageBody } from '@hostportaal/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type Package, packages, subscriptions } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { toCatalogPackage } from './list-active-packages.ts';
import { packagePriceColumn } from './package-price.ts';

// Subscriptions that will be billed again: a price change reaches them from their next period.
const runningStatuses = ['pending', 'active', 'payment_pending', 'suspended'] as const;

function columnsOf(body: PackageBody) {
  return {
    name: body.name,
    slug: body.slug,
    type: body.type,
    description: body.description,
    diskGb: body.specs.diskGb,
    bandwidthGb: body.specs.bandwidthGb,
    vcpu: body.specs.vcpu,
    ramMb: body.specs.ramMb,
    priceMonthlyCents: body.prices.monthly,
    priceQuarterlyCents: body.prices.quarterly,
    priceHalfYearlyCents: body.prices['half-yearly'],
    priceAnnuallyCents: body.prices.annually,
    vatRateBp: body.vatRateBp,
    directadminPackage: body.directadminPackage || null,
    game: body.game || null,
    slots: body.slots,
    pterodactylEgg: body.pterodactylEgg || null,
    sortOrder: body.sortOrder,
  };
}

function toAdminPackage(row: Package, runningSubscriptions: number): AdminPackage {
  return {
    ...toCatalogPackage(row),
    directadminPackage: row.directadminPackage,
    game: row.game,
    slots: row.slots,
    pterodactylEgg: row.pterodactylEgg,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    runningSubscriptions,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function runningCounts(db: DbOrTx, packageIds: string[]): Promise<Map<string, number>> {
  if (packageIds.length === 0) return new Map();
  const rows = await db
    .select({ packageId: subscriptions.packageId, value: count() })
    .from(subscriptions)
    .where(
      and(inArray(subscriptions.packageId, packageIds), inArray(subscriptions.status, [...runningStatuses])),
    )
    .groupBy(subscriptions.packageId);
  return new Map(rows.map((row) => [row.packageId, row.value]));
}

/** Every package, on sale or archived, with how many running subscriptions use it. */
export async function listAllPackages(db: DbOrTx): Promise<AdminPackage[]> {
  const rows = await db.select().from(packages).orderBy(asc(packages.sortOrder), asc(packages.name));
  const counts = await runningCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminPackage(row, counts.get(row.id) ?? 0));
}

async function assertSlugFree(db: DbOrTx, slug: string, exceptId?: string): Promise<void> {
  const [taken] = await db.select({ id: packages.id }).from(packages).where(eq(packages.slug, slug)).limit(1);
  if (taken && taken.id !== exceptId) {
    throw new AppError('CONFLICT', {
      reason: 'package_slug_taken',
      message: 'Deze slug is al in gebruik door een ander pakket.',
      details: [{ field: 'slug', message: 'Al in gebruik' }],
    });
  }
}

export async function createPackage(
  db: DbOrTx,
  body: PackageBody,
  actor: { id: string; ip?: string; now: Date },
): Promise<AdminPackage> {
  await assertSlugFree(db, body.slug);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(packages)
      .values({ ...columnsOf(body), createdAt: actor.now, updatedAt: actor.now })
      .onConflictDoNothing({ target: packages.slug })
      .returning();
    if (!row)
      throw refusal('CONFLICT', 'package_slug_taken', 'Deze slug is al in gebruik door een ander pakket.');
    await recordActivity(tx, {
      userId: null,
      actorId: actor.id,
      type: 'package_created',
      action: 'Pakket aangemaakt',
      description: `Pakket ${row.name} aangemaakt`,
      ip: actor.ip,
      now: actor.now,
      metadata: { packageId: row.id, after: columnsOf(body) },
    });
    return toAdminPackage(row, 0);
  });
}

// A new price never touches issued invoices: invoices are made at the start of each period, so running
// subscriptions on that interval carry the new price from their next billing period on.
export async function updatePackage(
  db: DbOrTx,
  id: string,
  body: PackageBody,
  actor: { id: string; ip?: string; now: Date },
): Promise<{ package: AdminPackage; repricedSubscriptions: number }> {
  await assertSlugFree(db, body.slug, id);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(packages).where(eq(packages.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND');
    const [row] = await tx
      .update(packages)
      .set({ ...columnsOf(body), updatedAt: actor.now })
      .where(eq(packages.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    let repriced = 0;
    for (const [interval, column] of Object.entries(packagePriceColumn) as [
      keyof typeof packagePriceColumn,
      keyof Package,
    ][]) {
      const newPrice = row[column] as number | null;
      if (newPrice === null || newPrice === before[column]) continue;
      const changed = await tx
        .update(subscriptions)
        .set({ priceCents: newPrice, updatedAt: actor.now })
        .where(
          and(
            eq(subscriptions.packageId, id),
            eq(subscriptions.interval, interval),
            inArray(subscriptions.status, [...runningStatuses]),
            sql`${subscriptions.priceCents} <> ${newPrice}`,
          ),
        )
        .returning({ id: subscriptions.id });
      repriced += changed.length;
    }
    await recordActivity(tx, {
      userId: null,
      actorId: actor.id,
      type: 'package_updated',
      action: 'Pakket gewijzigd',
      description: `Pakket ${row.name} gewijzigd${repriced > 0 ? `; nieuwe prijs voor ${repriced} abonnementen vanaf hun volgende termijn` : ''}`,
      ip: actor.ip,
      now: actor.now,
      metadata: {
        packageId: id,
        before: { ...before, createdAt: undefined, updatedAt: undefined },
        after: columnsOf(body),
      },
    });
    const counts = await runningCounts(tx, [id]);
    return { package: toAdminPackage(row, counts.get(id) ?? 0), repricedSubscriptions: repriced };
  });
}

/** Archive (off the catalogue, running subscriptions continue) or put back on sale. */
export async function setPackageActive(
  db: DbOrTx,
  id: string,
  isActive: boolean,
  actor: { id: string; ip?: string; now: Date },
): Promise<AdminPackage> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(packages)
      .set({ isActive, updatedAt: actor.now })
      .where(eq(packages.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    await recordActivity(tx, {
      userId: null,
      actorId: actor.id,
      type: 'package_updated',
      action: isActive ? 'Pakket weer te koop' : 'Pakket gearchiveerd',
      description: `Pakket ${row.name} ${isActive ? 'weer te koop gezet' : 'gearchiveerd'}`,
      ip: actor.ip,
      now: actor.now,
      metadata: { packageId: id, isActive },
    });
    const counts = await runningCounts(tx, [id]);
    return toAdminPackage(row, counts.get(id) ?? 0);
  });
}
