import type { CatalogPackage } from '@hostportaal/contract';
import {
  type BillingInterval,
  defaultInterval,
  formatCents,
  intervalLabel,
  offeredIntervals,
} from '@hostportaal/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopPrice } from '../../../components/shop-price';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { useToast } from '../../../components/ui/toast';
import { classNames } from '../../../lib/class-names';
import { type PriceDisplayMode, usePriceDisplay } from '../../../lib/price-display/use-price-display';
import { useAddCartItem } from '../api/add-cart-item';
import { orderErrorText } from '../lib/order-error-text';

// addCartItemBodySchema allows 1 to 10 of one package per line.
const QUANTITIES = Array.from({ length: 10 }, (_, index) => index + 1);

/** '€ 12,09/mnd': the interval's price as the main figure shows it (incl. or excl. btw). */
function priceText(item: CatalogPackage, interval: BillingInterval, mode: PriceDisplayMode): string {
  const cents = mode === 'incl' ? item.grossPrices[interval] : item.prices[interval];
  return cents === null ? '' : `${formatCents(cents)}${intervalLabel(interval)}`;
}

interface PackageOrderCardProps {
  item: CatalogPackage;
  /** Chosen on the home page (`?package=`): highlighted and scrolled into view. */
  preselected: boolean;
}

export function PackageOrderCard({ item, preselected }: PackageOrderCardProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddCartItem();
  const titleId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const [interval, setChosenInterval] = useState<BillingInterval>(defaultInterval(item.prices) ?? 'monthly');
  const [quantity, setQuantity] = useState(1);
  const { mode } = usePriceDisplay();
  const netCents = item.prices[interval];
  const grossCents = item.grossPrices[interval];

  useEffect(() => {
    if (preselected) cardRef.current?.scrollIntoView?.({ block: 'center' });
  }, [preselected]);

  const onAdd = () =>
    add.mutate(
      { packageId: item.id, interval, quantity },
      { onSuccess: () => toast(t('ordering.packages.added', { name: item.name }), { tone: 'success' }) },
    );
  const error = orderErrorText(add.error, t('ordering.packages.addFailed'));

  return (
    <article
      ref={cardRef}
      aria-labelledby={titleId}
      className={classNames(
        'flex flex-col gap-4 rounded-2xl border bg-white p-5 shadow-sm dark:bg-slate-900',
        preselected
          ? 'border-indigo-500 ring-2 ring-indigo-500 dark:border-indigo-400 dark:ring-indigo-400'
          : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <div className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="text-base font-semibold text-slate-900 dark:text-white">
            {item.name}
          </h3>
          {preselected ? <Badge tone="info">{t('ordering.packages.preselected')}</Badge> : null}
        </div>
        {item.description ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{item.description}</p>
        ) : null}
      </div>
      {netCents !== null && grossCents !== null ? (
        <ShopPrice netCents={netCents} grossCents={grossCents} suffix={intervalLabel(interval)} />
      ) : null}
      <div className="grid grid-cols-[1fr_5.5rem] gap-3">
        <FormField label={t('ordering.packages.interval')}>
          {(control) => (
            <Select
              {...control}
              value={interval}
              onChange={(event) => setChosenInterval(event.target.value as BillingInterval)}
            >
              {offeredIntervals(item.prices).map((option) => (
                <option key={option} value={option}>
                  {priceText(item, option, mode)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('ordering.packages.quantity')}>
          {(control) => (
            <Select
              {...control}
              value={quantity}
              onChange={(event) => setQuantity(Number(event.target.value))}
            >
              {QUANTITIES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <Button className="mt-auto" onClick={onAdd} isLoading={add.isPending}>
        {t('ordering.packages.addToCart')}
      </Button>
    </article>
  );
}
