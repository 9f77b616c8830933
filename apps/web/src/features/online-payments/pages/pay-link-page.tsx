import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { PublicHeader } from '../../../components/public-header';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent } from '../../../components/ui/card';
import { ErrorWithRetry } from '../../../components/ui/error-with-retry';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api/api-error';
import { apiErrorText } from '../../../lib/api/api-error-text';
import { usePayLink } from '../api/pay-link';
import { PayLinkContent } from '../components/pay-link-view';

function PayLinkError({ link }: { link: ReturnType<typeof usePayLink> }) {
  const { t } = useTranslation();
  // Not ours or past its date: say which, and the ways that still work.
  if (isApiError(link.error) && link.error.status === 404)
    return (
      <div className="space-y-4">
        <Alert variant="error">{apiErrorText(link.error, t)}</Alert>
        <Link
          to="/login"
          className="text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {t('onlinePayments.payLink.toLogin')}
        </Link>
      </div>
    );
  return (
    <ErrorWithRetry
      message={t('onlinePayments.payLink.loadFailed')}
      onRetry={() => void link.refetch()}
      isRetrying={link.isFetching}
    />
  );
}

/**
 * /betalen/:token, the public pay page (issue 29): opened from the signed link in an invoice e-mail, a reminder or
 * a printed letter, without a login. It shows the company, the invoice numbers and the amount, nothing else.
 */
export function PayLinkPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const link = usePayLink(token);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <DocumentTitle page={t('onlinePayments.payLink.title')} />
      <PublicHeader />
      <main
        id="main-content"
        className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center"
      >
        <Card className="w-full max-w-lg shadow-xl shadow-slate-900/5 dark:shadow-black/30">
          <CardContent className="p-6 sm:p-8">
            {link.data ? (
              <PayLinkContent token={token} view={link.data} />
            ) : link.isError ? (
              <PayLinkError link={link} />
            ) : (
              <p className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
                <Spinner className="size-5 text-indigo-600 dark:text-indigo-400" />
                <span role="status">{t('onlinePayments.payLink.loading')}</span>
              </p>
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
