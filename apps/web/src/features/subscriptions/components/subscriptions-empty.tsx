import { PackageOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

export function SubscriptionsEmpty() {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-center gap-2 p-10 text-center">
      <PackageOpen aria-hidden="true" className="size-10 text-slate-500 dark:text-slate-400" />
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('subscriptionsPage.empty.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('subscriptionsPage.empty.text')}</p>
    </Card>
  );
}
