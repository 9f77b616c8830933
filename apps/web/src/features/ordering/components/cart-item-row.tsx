import type { CartItemView } from '@hostportaal/contract';
import { formatCents, intervalLabel, intervalName } from '@hostportaal/domain';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ShopPrice } from '../../../components/shop-price';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { usePriceDisplay } from '../../../lib/price-display/use-price-display';

const QUANTITIES = Array.from({ length: 10 }, (_, index) => index + 1);

interface CartItemRowProps {
  item: CartItemView;
  /** Without handlers the row only shows the quantity (the checkout page). */
  onQuantityChange?: (quantity: number) => void;
  onRemove?: () => void;
  busy?: boolean;
}

export function CartItemRow({ item, onQuantityChange, onRemove, busy = false }: CartItemRowProps) {
  const { t } = useTranslation();
  const { mode } = usePriceDisplay();
  const unitPrice = t('ordering.cart.unitPrice', {
    price: formatCents(mode === 'incl' ? item.unitGrossCents : item.unitPriceCents),
    interval: intervalLabel(item.interval),
    vat: t(mode === 'incl' ? 'prices.inclVat' : 'prices.exclVat'),
  });
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900 dark:text-white">{item.packageName}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {`${intervalName(item.interval)} · ${unitPrice}`}
          </p>
        </div>
        <ShopPrice
          className="shrink-0 text-right"
          size="sm"
          netCents={item.netCents}
          grossCents={item.totalCents}
        />
      </div>
      {onQuantityChange && onRemove ? (
        <div className="flex items-center justify-between gap-3">
          <Select
            aria-label={t('ordering.cart.quantityOf', { name: item.packageName })}
            className="w-20"
            value={item.quantity}
            disabled={busy}
            onChange={(event) => onQuantityChange(Number(event.target.value))}
          >
            {QUANTITIES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            aria-label={t('ordering.cart.removeLabel', { name: item.packageName })}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('ordering.cart.remove')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('ordering.cart.quantity', { quantity: item.quantity })}
        </p>
      )}
    </li>
  );
}
