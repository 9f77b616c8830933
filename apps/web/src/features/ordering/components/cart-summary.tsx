import type { Cart } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { orderErrorText } from '../lib/order-error-text';
import { CartItemRow } from './cart-item-row';
import { CartTotals } from './cart-totals';

interface CartSummaryProps {
  cart: Cart;
  /** On the order page quantities can change and lines can go; at checkout the cart is only shown. */
  editable: boolean;
}

export function CartSummary({ cart, editable }: CartSummaryProps) {
  const { t } = useTranslation();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const busy = update.isPending || remove.isPending;
  const error = orderErrorText(update.error ?? remove.error, t('ordering.cart.changeFailed'));

  if (cart.items.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('ordering.cart.empty')}</p>;
  }
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {cart.items.map((item) => (
          <CartItemRow
            key={item.id}
            item={item}
            busy={busy}
            onQuantityChange={editable ? (quantity) => update.mutate({ id: item.id, quantity }) : undefined}
            onRemove={editable ? () => remove.mutate(item.id) : undefined}
          />
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <CartTotals cart={cart} />
    </div>
  );
}
