import { ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorWithRetry } from '../../../components/ui/error-with-retry';
import { Spinner } from '../../../components/ui/spinner';
import { useCart } from '../api/get-cart';
import { CartSummary } from './cart-summary';

/** The cart beside the packages on the order page, with the way on to checkout. */
export function CartPanel() {
  const { t } = useTranslation();
  const cart = useCart();
  const titleId = useId();

  let body: React.ReactNode;
  if (cart.isPending) {
    body = (
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Spinner />
        <span role="status">{t('ordering.cart.loading')}</span>
      </p>
    );
  } else if (cart.isError) {
    body = (
      <ErrorWithRetry
        message={t('ordering.cart.loadFailed')}
        onRetry={() => void cart.refetch()}
        isRetrying={cart.isFetching}
      />
    );
  } else {
    body = (
      <div className="space-y-4">
        <CartSummary cart={cart.data} editable />
        {cart.data.items.length > 0 ? (
          <Button asChild fullWidth>
            <Link to="/dashboard/bestellen/afrekenen">{t('ordering.cart.checkout')}</Link>
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardHeader>
          <CardTitle id={titleId} className="flex items-center gap-2">
            <ShoppingCart aria-hidden="true" className="size-5" />
            {t('ordering.cart.title')}
          </CardTitle>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </section>
  );
}
