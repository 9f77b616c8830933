import type { CatalogPackage } from '@hostportaal/contract';
import { offeredIntervals } from '@hostportaal/domain';

/** Only packages with a price can be ordered; groups keep the catalogue's order, as on the home page. */
export function groupOrderablePackages(items: CatalogPackage[]) {
  const groups = new Map<CatalogPackage['type'], CatalogPackage[]>();
  for (const item of items) {
    if (offeredIntervals(item.prices).length === 0) continue;
    groups.set(item.type, [...(groups.get(item.type) ?? []), item]);
  }
  return [...groups.entries()];
}

/** `?package=` from the home page names a package by slug; an id works too. */
export function isPreselected(item: CatalogPackage, wanted: string | null): boolean {
  return wanted !== null && wanted !== '' && (item.slug === wanted || item.id === wanted);
}
