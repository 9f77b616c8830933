import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { Button } from '../../components/ui/button';
import { StandalonePage } from './standalone-page';

/** The 404 message itself; inside the dashboard it renders in the layout's <main>. */
export function NotFoundContent() {
  const { t } = useTranslation();
  return (
    <section className="space-y-4" aria-labelledby="not-found-title">
      <DocumentTitle page={t('notFound.title')} />
      <Compass aria-hidden="true" className="size-10 text-indigo-600 dark:text-indigo-400" />
      <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">404</p>
      <h1 id="not-found-title" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t('notFound.title')}
      </h1>
      <p className="text-slate-700 dark:text-slate-300">{t('notFound.text')}</p>
      <Button asChild>
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </section>
  );
}

export function NotFoundPage() {
  return (
    <StandalonePage>
      <NotFoundContent />
    </StandalonePage>
  );
}
