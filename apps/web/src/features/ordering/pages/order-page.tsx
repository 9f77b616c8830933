import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { EmailVerificationNotice } from '../../../components/email-verification/email-verification-notice';
import { PriceDisplaySwitch } from '../../../components/price-display-switch';
import { CartPanel } from '../components/cart-panel';
import { PackageOrderList } from '../components/package-order-list';

/** /dashboard/bestellen: choose packages and collect them in the cart; `?package=` comes from the home page. */
export function OrderPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();

  return (
    <section className="space-y-6" aria-labelledby="page-title">
      <DocumentTitle page={t('ordering.title')} />
      <div className="space-y-2">
        <h1
          id="page-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {t('ordering.title')}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">{t('ordering.intro')}</p>
      </div>
      <EmailVerificationNotice waitsFor="order" />
      <PriceDisplaySwitch />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <PackageOrderList preselect={searchParams.get('package')} />
        <div className="lg:sticky lg:top-20">
          <CartPanel />
        </div>
      </div>
    </section>
  );
}
