import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../client.ts';
import { type Package, packages } from '../schema/index.ts';
import { type DemoPackageSlug, demoPackageCatalog, type NewPackage } from './package-catalog.ts';

/** Inserts a package; by default a unique shared-hosting package priced like Webhosting Plus. */
export async function insertPackage(db: DbOrTx, overrides: Partial<NewPackage> = {}): Promise<Package> {
  const suffix = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(packages)
    .values({
      slug: `test-hosting-${suffix}`,
      name: `Webhosting Test ${suffix}`,
      type: 'shared_hosting',
      description: 'Testpakket',
      diskGb: 50,
      bandwidthGb: 500,
      priceMonthlyCents: 695,
      priceQuarterlyCents: 1995,
      priceHalfYearlyCents: 3950,
      priceAnnuallyCents: 7495,
      directadminPackage: 'hp_test',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insertPackage returned no row');
  return row;
}

/** Inserts the demo product range (Webhosting Start … Counter-Strike 2), keyed by slug. */
export async function insertDemoPackages(
  db: DbOrTx,
  createdAt?: Date,
): Promise<ReadonlyMap<DemoPackageSlug, Package>> {
  const rows = await db
    .insert(packages)
    .values(
      demoPackageCatalog.map((entry) => ({ ...entry, vatRateBp: 2100, createdAt, updatedAt: createdAt })),
    )
    .returning();
  return new Map(rows.map((row) => [row.slug as DemoPackageSlug, row]));
}
