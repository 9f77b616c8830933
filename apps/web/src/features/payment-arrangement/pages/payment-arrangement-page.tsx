import type { Arrangement } from '@hostportaal/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { ErrorWithRetry } from '../../../components/ui/error-with-retry';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorText } from '../../../lib/api/api-error-text';
import { useArrangementOptions } from '../../../lib/api/arrangement-options';
import { useSession } from '../../../lib/session/session-context';
import { useCustomerArrangements } from '../api/get-customer-arrangements';
import { ArrangementRequest } from '../components/arrangement-request';
import { CurrentArrangement } from '../components/current-arrangement';
import { EarlierArrangements } from '../components/earlier-arrangements';

/**
 * Betalingsregeling (issue 30): the arrangement running or proposed; else, with overdue claims, asking for one;
 * else that there is nothing to arrange. Earlier arrangements below.
 */
export function PaymentArrangementPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const userId = user?.id ?? '';
  const options = useArrangementOptions(userId);
  const arrangements = useCustomerArrangements(userId);
  // What the customer just agreed or proposed, said above the arrangement the page now shows.
  const [created, setCreated] = useState<Arrangement | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (created) resultRef.current?.focus();
  }, [created]);

  const current = options.data?.current ?? null;
  const earlier = (arrangements.data ?? []).filter((arrangement) => arrangement.id !== current?.id);

  return (
    <section className="space-y-6" aria-labelledby="page-title">
      <DocumentTitle page={t('paymentArrangement.title')} />
      <div className="space-y-2">
        <h1
          id="page-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {t('paymentArrangement.title')}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">{t('paymentArrangement.intro')}</p>
      </div>
      {created ? (
        <div ref={resultRef} tabIndex={-1} className="outline-none">
          <Alert variant={created.status === 'active' ? 'success' : 'info'}>
            {t(
              created.status === 'active'
                ? 'paymentArrangement.result.active'
                : 'paymentArrangement.result.proposed',
              {
                number: created.number,
              },
            )}
          </Alert>
        </div>
      ) : null}
      {options.isPending ? (
        <p className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
          <Spinner label={t('paymentArrangement.loading')} />
          {t('paymentArrangement.loading')}
        </p>
      ) : null}
      {options.isError ? (
        <ErrorWithRetry
          message={t('paymentArrangement.loadFailed', { error: apiErrorText(options.error, t) })}
          onRetry={() => void options.refetch()}
          isRetrying={options.isFetching}
        />
      ) : null}
      {options.data ? (
        current ? (
          <CurrentArrangement arrangement={current} options={options.data} />
        ) : options.data.claims.length > 0 ? (
          <ArrangementRequest userId={userId} options={options.data} onCreated={setCreated} />
        ) : (
          <Card>
            <CardContent className="space-y-3 text-center">
              <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
                {t('paymentArrangement.nothingOpen.heading')}
              </h2>
              <p className="text-slate-600 dark:text-slate-400">{t('paymentArrangement.nothingOpen.text')}</p>
              <Button asChild variant="secondary">
                <Link to="/dashboard/invoices">{t('paymentArrangement.nothingOpen.toInvoices')}</Link>
              </Button>
            </CardContent>
          </Card>
        )
      ) : null}
      {arrangements.isError ? (
        <ErrorWithRetry
          message={t('paymentArrangement.loadFailed', { error: apiErrorText(arrangements.error, t) })}
          onRetry={() => void arrangements.refetch()}
          isRetrying={arrangements.isFetching}
        />
      ) : null}
      <EarlierArrangements arrangements={earlier} />
    </section>
  );
}
