import type { CatalogPackage } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePackages } from '../api/get-packages';
import { PackageCard } from './package-card';

/** Groups in the catalogue's own order: the first package of a type places the group. */
function groupByType(items: CatalogPackage[]) {
  const groups = new Map<CatalogPackage['type'], CatalogPackage[]>();
  for (const item of items) groups.set(item.type, [...(groups.get(item.type) ?? []), item]);
  return [...groups.entries()];
}

export function PackageCatalog() {
  const { t } = useTranslation();
  const packages = usePackages();

  let body: React.ReactNode;
  if (packages.isPending) {
    body = (
      <div className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Spinner />
        <span role="status">{t('catalog.loading')}</span>
      </div>
    );
  } else if (packages.isError) {
    body = (
      <div className="space-y-3">
        <Alert variant="error">{t('catalog.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void packages.refetch()} isLoading={packages.isFetching}>
          {t('catalog.retry')}
        </Button>
      </div>
    );
  } else if (packages.data.length === 0) {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">{t('catalog.empty')}</p>;
  } else {
    body = (
      <div className="space-y-10">
        {groupByType(packages.data).map(([type, items]) => (
          <section key={type} aria-labelledby={`packages-${type}`}>
            <h3 id={`packages-${type}`} className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
              {t(`catalog.types.${type}`)}
            </h3>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item) => (
                <PackageCard key={item.id} item={item} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="packages-title" className="mx-auto w-full max-w-6xl px-4 pb-20 sm:px-6">
      <h2 id="packages-title" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t('catalog.title')}
      </h2>
      <p className="mt-2 mb-8 text-slate-600 dark:text-slate-400">{t('catalog.intro')}</p>
      {body}
    </section>
  );
}
