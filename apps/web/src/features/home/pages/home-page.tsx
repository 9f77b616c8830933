import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { PublicHeader } from '../../../components/public-header';
import { Button } from '../../../components/ui/button';
import { CompanyFooter } from '../components/company-footer';
import { FeatureHighlights } from '../components/feature-highlights';
import { PackageCatalog } from '../components/package-catalog';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <DocumentTitle page={t('home.title')} />
      <PublicHeader linkHome={false} />
      <main id="main-content" className="flex-1">
        <section
          aria-labelledby="hero-title"
          className="mx-auto w-full max-w-6xl px-4 pt-16 pb-16 sm:px-6 sm:pt-24"
        >
          <div className="max-w-3xl">
            <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
              {t('home.eyebrow')}
            </p>
            <h1
              id="hero-title"
              className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white"
            >
              {t('home.title')}
            </h1>
            <p className="mt-6 text-lg leading-8 text-slate-700 dark:text-slate-300">{t('home.intro')}</p>
            <div className="mt-10 flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link to="/login">{t('home.login')}</Link>
              </Button>
              <Button asChild size="lg" variant="secondary">
                <Link to="/register">{t('home.register')}</Link>
              </Button>
            </div>
          </div>
        </section>
        <FeatureHighlights />
        <PackageCatalog />
      </main>
      <CompanyFooter />
    </div>
  );
}
