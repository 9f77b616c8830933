import type { BillingInterval } from '@hostportaal/domain';
import type { Package } from '../../db/schema/index.ts';

/** The package column that holds the price of each billing interval. */
export const packagePriceColumn = {
  monthly: 'priceMonthlyCents',
  quarterly: 'priceQuarterlyCents',
  'half-yearly': 'priceHalfYearlyCents',
  annually: 'priceAnnuallyCents',
} as const satisfies Record<BillingInterval, keyof Package>;

export type PackagePrices = Partial<Pick<Package, (typeof packagePriceColumn)[BillingInterval]>>;

/** The package's price for one interval (cents excl. VAT), or null when it is not offered for it. */
export function priceForInterval(prices: PackagePrices, interval: BillingInterval): number | null {
  return prices[packagePriceColumn[interval]] ?? null;
}
