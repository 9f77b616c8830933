import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { classNames } from '../lib/class-names';
import { usePriceDisplay } from '../lib/price-display/use-price-display';

interface ShopPriceProps {
  netCents: number;
  /** As the invoice books it (invoicedPrice in packages/domain, computed by the API). */
  grossCents: number;
  /** '/maand', '/jaar' or nothing. */
  suffix?: string;
  size?: 'lg' | 'md' | 'sm';
  className?: string;
}

const sizeClass = { lg: 'text-2xl', md: 'text-xl', sm: 'text-base' } as const;

/** A price as the shop shows it: the main figure incl. or excl. btw (usePriceDisplay), the other below it. */
export function ShopPrice({ netCents, grossCents, suffix = '', size = 'md', className }: ShopPriceProps) {
  const { t } = useTranslation();
  const { mode } = usePriceDisplay();
  const incl = { amount: `${formatCents(grossCents)}${suffix}`, label: t('prices.inclVat') };
  const excl = { amount: `${formatCents(netCents)}${suffix}`, label: t('prices.exclVat') };
  const [main, other] = mode === 'incl' ? [incl, excl] : [excl, incl];
  return (
    <div className={className}>
      <p className="text-slate-900 dark:text-white">
        <span className={classNames('font-bold tabular-nums', sizeClass[size])}>{main.amount}</span>{' '}
        <span className="text-sm text-slate-600 dark:text-slate-400">{main.label}</span>
      </p>
      <p className="text-xs text-slate-600 tabular-nums dark:text-slate-400">{`${other.amount} ${other.label}`}</p>
    </div>
  );
}
