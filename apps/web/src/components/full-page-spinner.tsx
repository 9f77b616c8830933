import { useTranslation } from 'react-i18next';
import { Spinner } from './ui/spinner';

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] flex-1 items-center justify-center gap-3 text-slate-700 dark:text-slate-300">
      <Spinner className="size-6 text-indigo-600 dark:text-indigo-400" />
      <p role="status">{t('app.loading')}</p>
    </div>
  );
}
