import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from './document-title';
import { Button } from './ui/button';
import { Card, CardContent } from './ui/card';

export function AccessDenied() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-4 sm:flex-row">
        <DocumentTitle page={t('accessDenied.title')} />
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300">
          <ShieldX aria-hidden="true" className="size-6" />
        </span>
        <div className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            {t('accessDenied.title')}
          </h1>
          <p className="text-slate-700 dark:text-slate-300">{t('accessDenied.text')}</p>
          <Button asChild variant="secondary" className="mt-2">
            <Link to="/dashboard">{t('accessDenied.back')}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
