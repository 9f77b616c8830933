import type { AdminPackage } from '@hostportaal/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorWithRetry } from '../../../components/ui/error-with-retry';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminPackages } from '../api/admin-packages';
import { type PackageEditing, PackageFormDialog } from '../components/packages/package-form-dialog';
import { PackageStatusDialog } from '../components/packages/package-status-dialog';
import { PackageTable } from '../components/packages/package-table';
import { mutationErrorText } from '../components/shell/mutation-error-text';

/** Administration Dashboard section "packages": hosting packages and their prices (issue 4). */
export function PackagesSection() {
  const { t } = useTranslation();
  const packages = useAdminPackages();
  const [editing, setEditing] = useState<PackageEditing>(null);
  const [toggling, setToggling] = useState<AdminPackage | null>(null);
  const [repriced, setRepriced] = useState<number | null>(null);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <CardTitle>{t('adminCatalog.packages.title')}</CardTitle>
          <CardDescription>{t('adminCatalog.packages.intro')}</CardDescription>
        </div>
        <Button onClick={() => setEditing({ pkg: null })}>
          <Plus className="size-4" aria-hidden="true" />
          {t('adminCatalog.packages.new')}
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {repriced !== null ? (
          <Alert variant="info">{t('adminCatalog.packages.repriced', { count: repriced })}</Alert>
        ) : null}
        {packages.isPending ? (
          <Spinner label={t('adminCatalog.loading')} />
        ) : packages.isError ? (
          <ErrorWithRetry
            title={t('adminCatalog.packages.loadError')}
            message={mutationErrorText(packages.error, t)}
            onRetry={() => void packages.refetch()}
            retryLabel={t('adminCatalog.retry')}
          />
        ) : packages.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
            {t('adminCatalog.packages.empty')}
          </p>
        ) : (
          <PackageTable
            packages={packages.data}
            onEdit={(pkg) => setEditing({ pkg })}
            onToggleStatus={setToggling}
          />
        )}
      </CardContent>
      <PackageFormDialog editing={editing} onClose={() => setEditing(null)} onRepriced={setRepriced} />
      <PackageStatusDialog pkg={toggling} onClose={() => setToggling(null)} />
    </Card>
  );
}
