import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** SPEC §2: the list is emptied and this screen offers a retry that loads it again. */
export function SubscriptionsError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 p-10 text-center">
      <CircleAlert aria-hidden="true" className="size-10 text-red-600 dark:text-red-400" />
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('subscriptionsPage.error.title')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('subscriptionsPage.error.loadFailed')}</p>
      <Button onClick={onRetry} isLoading={isRetrying}>
        {t('subscriptionsPage.error.retry')}
      </Button>
    </Card>
  );
}
