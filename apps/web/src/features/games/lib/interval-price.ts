import type { GameTemplate } from '@hostportaal/contract';
import { type BillingInterval, formatCents } from '@hostportaal/domain';
import type { TFunction } from 'i18next';
import type { PriceDisplayMode } from '../../../lib/price-display/use-price-display';

/** '€ 13,25/maand': the template's price for one interval as the main figure shows it, empty when not sold. */
export function intervalPriceText(
  t: TFunction,
  template: GameTemplate,
  interval: BillingInterval,
  mode: PriceDisplayMode,
): string {
  const cents = mode === 'incl' ? template.grossPrices[interval] : template.prices[interval];
  return cents === null ? '' : `${formatCents(cents)}${t(`billing.interval.${interval}`)}`;
}
