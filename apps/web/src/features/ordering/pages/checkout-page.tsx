import type { OrderResult } from '@hostportaal/contract';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import {
  EmailVerificationNotice,
  useEmailUnverified,
} from '../../../components/email-verification/email-verification-notice';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorWithRetry } from '../../../components/ui/error-with-retry';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session/session-context';
import { useCart } from '../api/get-cart';
import { AddressStep } from '../components/address-step';
import { CartSummary } from '../components/cart-summary';
import { CheckoutForm } from '../components/checkout-form';
import { EmptyCart } from '../components/empty-cart';
import { OrderConfirmation } from '../components/order-confirmation';
import { isAddressComplete } from '../lib/customer-address';

function CheckoutContent({ onOrdered }: { onOrdered: (result: OrderResult) => void }) {
  const { t } = useTranslation();
  const cart = useCart();
  const { user } = useSession();
  const addressComplete = user !== null && isAddressComplete(user);
  const emailUnverified = useEmailUnverified();
  // Asked once the page opens without it; the step stays, with its confirmation, after it is saved.
  const [askAddress] = useState(() => !addressComplete);

  if (cart.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Spinner />
        <span role="status">{t('ordering.cart.loading')}</span>
      </p>
    );
  }
  if (cart.isError) {
    return (
      <ErrorWithRetry
        message={t('ordering.cart.loadFailed')}
        onRetry={() => void cart.refetch()}
        isRetrying={cart.isFetching}
      />
    );
  }
  if (cart.data.items.length === 0) return <EmptyCart />;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-6">
        <EmailVerificationNotice waitsFor="order" />
        {askAddress && user ? (
          <Card>
            <CardContent>
              <AddressStep user={user} />
            </CardContent>
          </Card>
        ) : null}
        <Card>
          <CardContent>
            <CheckoutForm
              cart={cart.data}
              onOrdered={onOrdered}
              addressMissing={!addressComplete}
              emailUnverified={emailUnverified}
            />
          </CardContent>
        </Card>
      </div>
      <section aria-labelledby="checkout-cart-title" className="lg:sticky lg:top-20">
        <Card>
          <CardHeader>
            <CardTitle id="checkout-cart-title">{t('ordering.cart.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <CartSummary cart={cart.data} editable={false} />
          </CardContent>
        </Card>
      </section>
    </div>
  );
}

/** /dashboard/bestellen/afrekenen: the cart, the SEPA mandate and then the confirmation of the order. */
export function CheckoutPage() {
  const { t } = useTranslation();
  // Kept here, not in the cart query: after checkout the cart is empty but the confirmation must stay.
  const [result, setResult] = useState<OrderResult | null>(null);

  return (
    <section className="space-y-6" aria-labelledby="page-title">
      <DocumentTitle page={t('ordering.checkout.title')} />
      <div className="space-y-2">
        {result ? null : (
          <Link
            to="/dashboard/bestellen"
            className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('ordering.checkout.backToOrder')}
          </Link>
        )}
        <h1
          id="page-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {t('ordering.checkout.title')}
        </h1>
        {result ? null : <p className="text-slate-600 dark:text-slate-400">{t('ordering.checkout.intro')}</p>}
      </div>
      {result ? <OrderConfirmation result={result} /> : <CheckoutContent onOrdered={setResult} />}
    </section>
  );
}
