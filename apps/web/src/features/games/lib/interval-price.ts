import type { GameTemplate } from '@hostportaal/contract';
import { type BillingInterval, formatCents } from '@hostportaal/domain';
import type { TFunction } from 'i18next';

/** '€ 10,95/maand': the template's price excl. VAT for one interval, empty when it is not sold for it. */
export function intervalPriceText(t: TFunction, template: GameTemplate, interval: BillingInterval): string {
  const cents = template.prices[interval];
  return cents === null ? '' : `${formatCents(cents)}${t(`billing.interval.${interval}`)}`;
}
