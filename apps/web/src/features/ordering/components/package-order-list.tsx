import { useTranslation } from 'react-i18next';
import { ErrorWithRetry } from '../../../components/ui/error-with-retry';
import { Spinner } from '../../../components/ui/spinner';
import { useOrderPackages } from '../api/get-order-packages';
import { groupOrderablePackages, isPreselected } from '../lib/group-packages';
import { PackageOrderCard } from './package-order-card';

/** The packages on sale, grouped by type; `preselect` is the slug or id from `?package=`. */
export function PackageOrderList({ preselect }: { preselect: string | null }) {
  const { t } = useTranslation();
  const packages = useOrderPackages();

  if (packages.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Spinner />
        <span role="status">{t('ordering.packages.loading')}</span>
      </p>
    );
  }
  if (packages.isError) {
    return (
      <ErrorWithRetry
        message={t('ordering.packages.loadFailed')}
        onRetry={() => void packages.refetch()}
        isRetrying={packages.isFetching}
      />
    );
  }
  const groups = groupOrderablePackages(packages.data);
  if (groups.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('ordering.packages.empty')}</p>;
  }
  return (
    <div className="space-y-8">
      {groups.map(([type, items]) => (
        <section key={type} aria-labelledby={`order-${type}`} className="space-y-4">
          <h2 id={`order-${type}`} className="text-lg font-semibold text-slate-900 dark:text-white">
            {t(`catalog.types.${type}`)}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {items.map((item) => (
              <PackageOrderCard key={item.id} item={item} preselected={isPreselected(item, preselect)} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
