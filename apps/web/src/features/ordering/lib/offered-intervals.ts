import type { CatalogPackage } from '@hostportaal/contract';
import { BILLING_INTERVALS, type BillingInterval } from '@hostportaal/domain';

/** The intervals a package is sold for, in the usual order; a null price means not offered. */
export function offeredIntervals(item: CatalogPackage): BillingInterval[] {
  return BILLING_INTERVALS.filter((interval) => item.prices[interval] !== null);
}

/** Monthly when offered, as most customers pay that way; otherwise the shortest interval there is. */
export function defaultInterval(item: CatalogPackage): BillingInterval | null {
  const offered = offeredIntervals(item);
  return offered.includes('monthly') ? 'monthly' : (offered[0] ?? null);
}
