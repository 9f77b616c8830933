import type { GameTemplate } from '@hostportaal/contract';
import { type BillingInterval, defaultInterval, offeredIntervals } from '@hostportaal/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopPrice } from '../../../components/shop-price';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { usePriceDisplay } from '../../../lib/price-display/use-price-display';
import { intervalPriceText } from '../lib/interval-price';

interface GameTemplateCardProps {
  template: GameTemplate;
  onOrder: (template: GameTemplate, interval: BillingInterval) => void;
}

/** One game server on sale: what it offers and its price for the interval the customer picks. */
export function GameTemplateCard({ template, onOrder }: GameTemplateCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [interval, setChosenInterval] = useState<BillingInterval>(
    defaultInterval(template.prices) ?? 'monthly',
  );
  const { mode } = usePriceDisplay();
  const netCents = template.prices[interval];
  const grossCents = template.grossPrices[interval];
  const gb = (value: number) => t('games.catalogue.gb', { value });
  const specs: [string, string | null][] = [
    [t('games.catalogue.ram'), template.specs.ramMb === null ? null : gb(template.specs.ramMb / 1024)],
    [t('games.catalogue.slots'), String(template.slots)],
    [t('games.catalogue.disk'), template.specs.diskGb === null ? null : gb(template.specs.diskGb)],
  ];

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="space-y-1">
        <h3 id={titleId} className="text-base font-semibold text-slate-900 dark:text-white">
          {template.name}
        </h3>
        {template.description ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{template.description}</p>
        ) : null}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {specs.map(([label, value]) =>
          value === null ? null : (
            <div key={label} className="rounded-lg bg-slate-50 p-2 dark:bg-slate-950/60">
              <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="font-semibold text-slate-900 dark:text-white">{value}</dd>
            </div>
          ),
        )}
      </dl>
      {netCents !== null && grossCents !== null ? (
        <ShopPrice netCents={netCents} grossCents={grossCents} suffix={t(`billing.interval.${interval}`)} />
      ) : null}
      <FormField label={t('games.catalogue.interval')}>
        {(control) => (
          <Select
            {...control}
            value={interval}
            onChange={(event) => setChosenInterval(event.target.value as BillingInterval)}
          >
            {offeredIntervals(template.prices).map((option) => (
              <option key={option} value={option}>
                {intervalPriceText(t, template, option, mode)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <Button
        className="mt-auto"
        onClick={() => onOrder(template, interval)}
        aria-label={t('games.catalogue.orderLabel', { name: template.name })}
      >
        {t('games.catalogue.order')}
      </Button>
    </article>
  );
}
