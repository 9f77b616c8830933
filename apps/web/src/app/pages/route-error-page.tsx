import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../components/document-title';
import { Button } from '../../components/ui/button';
import { StandalonePage } from './standalone-page';

/** A route that failed to render or to load its code (e.g. an admin chunk after a deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <StandalonePage>
      <section className="space-y-4" aria-labelledby="route-error-title">
        <DocumentTitle page={t('routeError.title')} />
        <TriangleAlert aria-hidden="true" className="size-10 text-red-700 dark:text-red-300" />
        <h1
          id="route-error-title"
          className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          {t('routeError.title')}
        </h1>
        <p className="text-slate-700 dark:text-slate-300">{t('routeError.text')}</p>
        <Button onClick={() => window.location.reload()}>{t('routeError.retry')}</Button>
      </section>
    </StandalonePage>
  );
}
