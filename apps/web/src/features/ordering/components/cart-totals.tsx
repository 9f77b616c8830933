import type { Cart } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';

/** One rate for the whole cart ('Btw 21%'), or just 'Btw' when packages carry different rates. */
function vatRatePercent(cart: Cart): number | null {
  const rates = new Set(cart.items.map((item) => item.vatRateBp));
  const [only] = [...rates];
  return rates.size === 1 && only !== undefined ? only / 100 : null;
}

export function CartTotals({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const rate = vatRatePercent(cart);
  const rows = [
    { label: t('ordering.cart.subtotal'), cents: cart.subtotalCents },
    {
      label: rate === null ? t('ordering.cart.vatMixed') : t('ordering.cart.vat', { rate }),
      cents: cart.vatCents,
    },
  ];
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
      <dl className="space-y-2">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-3 text-slate-700 dark:text-slate-300">
            <dt>{row.label}</dt>
            <dd className="tabular-nums">{formatCents(row.cents)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 text-base font-semibold text-slate-900 dark:text-white">
          <dt>{t('ordering.cart.total')}</dt>
          <dd className="tabular-nums">{formatCents(cart.totalCents)}</dd>
        </div>
      </dl>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('ordering.cart.totalNote')}</p>
    </div>
  );
}
