import type { OrderResult } from '@hostportaal/contract';
import { intervalName } from '@hostportaal/domain';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { formatDateShort } from '../../../lib/dates/format-date';
import { ConfirmedInvoice } from './confirmed-invoice';

const listTitle = 'mb-3 text-base font-semibold text-slate-900 dark:text-white';

/** After "Bestelling plaatsen": what was ordered and the first invoices that will be collected. */
export function OrderConfirmation({ result }: { result: OrderResult }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the customer was in is gone; move focus so screen readers hear the outcome.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Card>
      <CardContent className="space-y-6">
        <div className="flex items-start gap-3">
          <CircleCheck
            aria-hidden="true"
            className="mt-1 size-6 shrink-0 text-emerald-600 dark:text-emerald-400"
          />
          <div className="space-y-1">
            <h2
              ref={headingRef}
              tabIndex={-1}
              className="text-xl font-semibold text-slate-900 outline-none dark:text-white"
            >
              {t('ordering.confirmation.title')}
            </h2>
            <p className="break-words text-slate-600 dark:text-slate-400">
              {t('ordering.confirmation.intro', { reference: result.mandateReference })}
            </p>
          </div>
        </div>
        <section aria-labelledby="ordered-subscriptions">
          <h3 id="ordered-subscriptions" className={listTitle}>
            {t('ordering.confirmation.subscriptionsTitle')}
          </h3>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {result.subscriptions.map((subscription) => (
              <li key={subscription.id} className="p-3 text-sm">
                <p className="font-medium text-slate-900 dark:text-white">{subscription.title}</p>
                <p className="text-slate-600 dark:text-slate-400">
                  {t('ordering.confirmation.startsOn', {
                    interval: intervalName(subscription.interval),
                    date: formatDateShort(subscription.startDate),
                  })}
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="first-invoices">
          <h3 id="first-invoices" className={listTitle}>
            {t('ordering.confirmation.invoicesTitle')}
          </h3>
          <ul className="space-y-3">
            {result.invoices.map((invoice) => (
              <ConfirmedInvoice key={invoice.id} invoice={invoice} />
            ))}
          </ul>
        </section>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/dashboard/invoices">{t('ordering.confirmation.toInvoices')}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/dashboard/subscriptions">{t('ordering.confirmation.toSubscriptions')}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
