import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../components/document-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCustomerServices } from '../api/get-services';
import { ServerCard } from '../components/server-card';

export function ServersPage() {
  const { t } = useTranslation();
  const services = useCustomerServices();
  return (
    <section className="space-y-6" aria-labelledby="page-title">
      <DocumentTitle page={t('nav.servers')} />
      <div className="space-y-2">
        <h1
          id="page-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {t('billing.servers.title')}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">{t('billing.servers.intro')}</p>
      </div>
      {services.isPending ? (
        <p className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
          <Spinner label={t('billing.servers.loading')} />
          {t('billing.servers.loading')}
        </p>
      ) : null}
      {services.isError ? (
        <Alert variant="error">
          <p>{t('billing.common.loadFailed', { error: services.error.message })}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => void services.refetch()}
            isLoading={services.isFetching}
          >
            {t('common.retry')}
          </Button>
        </Alert>
      ) : null}
      {services.data ? (
        services.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
            {t('billing.servers.empty')}
          </p>
        ) : (
          <>
            {services.data.some((service) => service.usage === null) ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('billing.servers.usageHint')}</p>
            ) : null}
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
              {services.data.map((service) => (
                <ServerCard key={service.id} service={service} />
              ))}
            </div>
          </>
        )
      ) : null}
    </section>
  );
}
