import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { Spinner } from '../../../../components/ui/spinner';
import { useOnlinePaymentSettings } from '../../api/online-payment-settings';
import { mutationErrorText } from '../shell/mutation-error-text';
import { OnlinePaymentsForm } from './online-payments-form';

/** Settings: whether customers can pay online, through which Mollie account and methods (issue 29). */
export function OnlinePaymentsCard() {
  const { t } = useTranslation();
  const settings = useOnlinePaymentSettings();
  return (
    <Card>
      <CardHeader className="space-y-1">
        <CardTitle>{t('adminOnlinePayments.title')}</CardTitle>
        <CardDescription>{t('adminOnlinePayments.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* Data first: a failed background refresh must not take away a form being filled in. */}
        {settings.data ? (
          <OnlinePaymentsForm settings={settings.data} />
        ) : settings.isError ? (
          <ErrorWithRetry
            title={t('adminOnlinePayments.loadError')}
            message={mutationErrorText(settings.error, t)}
            onRetry={() => void settings.refetch()}
            isRetrying={settings.isFetching}
            retryLabel={t('adminCatalog.retry')}
          />
        ) : (
          <Spinner label={t('adminCatalog.loading')} />
        )}
      </CardContent>
    </Card>
  );
}
