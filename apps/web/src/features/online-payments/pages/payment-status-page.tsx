import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { PublicHeader } from '../../../components/public-header';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent } from '../../../components/ui/card';
import { ErrorWithRetry } from '../../../components/ui/error-with-retry';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api/api-error';
import { useOnlinePaymentStatus } from '../api/get-online-payment-status';
import { PaymentStatusView } from '../components/payment-status-view';

function StatusLoadError({ status }: { status: ReturnType<typeof useOnlinePaymentStatus> }) {
  const { t } = useTranslation();
  if (isApiError(status.error) && status.error.status === 404) {
    return (
      <div className="space-y-4">
        <Alert variant="error">{t('onlinePayments.status.notFound')}</Alert>
        <Link to="/" className="text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300">
          {t('onlinePayments.status.toHome')}
        </Link>
      </div>
    );
  }
  return (
    <ErrorWithRetry
      message={t('onlinePayments.status.loadFailed')}
      onRetry={() => void status.refetch()}
      isRetrying={status.isFetching}
    />
  );
}

/**
 * /betalen/status/:token, where the provider's checkout sends the customer back (issue 29): readable without a
 * login, as the token is the key; while the bank has not confirmed it asks again until the state is final.
 */
export function PaymentStatusPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const status = useOnlinePaymentStatus(token);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <DocumentTitle page={t('onlinePayments.status.title')} />
      <PublicHeader />
      <main
        id="main-content"
        className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center"
      >
        <Card className="w-full max-w-lg shadow-xl shadow-slate-900/5 dark:shadow-black/30">
          <CardContent className="p-6 sm:p-8">
            {/* Data first: a failed refresh while pending keeps what the page knew. */}
            {status.data ? (
              <PaymentStatusView status={status.data} />
            ) : status.isError ? (
              <StatusLoadError status={status} />
            ) : (
              <p className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
                <Spinner className="size-5 text-indigo-600 dark:text-indigo-400" />
                <span role="status">{t('onlinePayments.status.loading')}</span>
              </p>
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
