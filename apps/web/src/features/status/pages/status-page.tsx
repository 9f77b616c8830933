import type { ComponentStatus } from '@hostportaal/contract';
import { CircleAlert, CircleCheck, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../components/document-title';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { classNames } from '../../../lib/class-names';
import { usePlatformStatus } from '../api/platform-status';
import { NoticeList } from '../components/notice-list';
import { ServerHealthList } from '../components/server-health-list';

const tones = {
  operational: 'success',
  degraded: 'warning',
  partial_outage: 'warning',
  major_outage: 'danger',
  maintenance: 'info',
} as const satisfies Record<ComponentStatus, string>;

const bannerClasses: Record<ComponentStatus, string> = {
  operational:
    'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100',
  degraded:
    'border-orange-200 bg-orange-50 text-orange-900 dark:border-orange-900 dark:bg-orange-950/50 dark:text-orange-100',
  partial_outage:
    'border-orange-200 bg-orange-50 text-orange-900 dark:border-orange-900 dark:bg-orange-950/50 dark:text-orange-100',
  major_outage:
    'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100',
  maintenance:
    'border-indigo-200 bg-indigo-50 text-indigo-900 dark:border-indigo-900 dark:bg-indigo-950/50 dark:text-indigo-100',
};

export function StatusPage() {
  const { t } = useTranslation();
  const status = usePlatformStatus();
  const BannerIcon =
    status.data?.overall === 'operational'
      ? CircleCheck
      : status.data?.overall === 'maintenance'
        ? Wrench
        : CircleAlert;

  return (
    <section className="space-y-6" aria-labelledby="page-title">
      <DocumentTitle page={t('support.statusPage.title')} />
      <div className="space-y-2">
        <h1
          id="page-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {t('support.statusPage.title')}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">{t('support.statusPage.intro')}</p>
      </div>
      {status.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : status.isError ? (
        <Alert variant="error">{t('support.statusPage.loadError')}</Alert>
      ) : (
        <>
          <div
            role="status"
            className={classNames(
              'flex items-center gap-3 rounded-2xl border p-5 text-lg font-semibold',
              bannerClasses[status.data.overall],
            )}
          >
            <BannerIcon aria-hidden="true" className="size-6 shrink-0" />
            {t(`support.statusPage.overall.${status.data.overall}`)}
          </div>
          <Card>
            <CardHeader>
              <CardTitle>{t('support.statusPage.componentsTitle')}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                {status.data.components.map((component) => (
                  <li key={component.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div>
                      <p className="font-medium text-slate-900 dark:text-white">{component.name}</p>
                      {component.description ? (
                        <p className="text-sm text-slate-600 dark:text-slate-400">{component.description}</p>
                      ) : null}
                    </div>
                    <Badge tone={tones[component.status]}>
                      {t(`support.statusPage.component.${component.status}`)}
                    </Badge>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <ServerHealthList servers={status.data.servers} />
          <div className="grid gap-6 lg:grid-cols-3">
            <NoticeList
              title={t('support.statusPage.current')}
              notices={status.data.current}
              empty={t('support.statusPage.noneCurrent')}
            />
            <NoticeList
              title={t('support.statusPage.upcoming')}
              notices={status.data.upcoming}
              empty={t('support.statusPage.noneUpcoming')}
            />
            <NoticeList
              title={t('support.statusPage.past')}
              notices={status.data.past}
              empty={t('support.statusPage.nonePast')}
            />
          </div>
        </>
      )}
    </section>
  );
}
