import type { CatalogPackage } from '@hostportaal/contract';
import { grossPricesOf } from '@hostportaal/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type Package, packages } from '../../db/schema/index.ts';

/** The packages on sale, in the order the catalogue sets, with prices per interval excl. VAT. */
export async function listActivePackages(db: DbOrTx): Promise<CatalogPackage[]> {
  const rows = await db
    .select()
    .from(packages)
    .where(eq(packages.isActive, true))
    .orderBy(asc(packages.sortOrder), asc(packages.name));
  return rows.map(toCatalogPackage);
}

/** A package as the catalogue shows it: specs, prices per interval excl. VAT and incl. VAT. */
export function toCatalogPackage(row: Package): CatalogPackage {
  const prices = {
    monthly: row.priceMonthlyCents,
    quarterly: row.priceQuarterlyCents,
    'half-yearly': row.priceHalfYearlyCents,
    annually: row.priceAnnuallyCents,
  };
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: row.type,
    description: row.description,
    specs: { diskGb: row.diskGb, bandwidthGb: row.bandwidthGb, vcpu: row.vcpu, ramMb: row.ramMb },
    prices,
    vatRateBp: row.vatRateBp,
    grossPrices: grossPricesOf(prices, row.vatRateBp),
  };
}
