import type { AdminAlert } from '@hostportaal/contract';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { useAdminAlerts } from '../../api/admin-dashboard';
import type { AdminSectionId } from '../shell/admin-sections';
import { useSectionAccess } from '../shell/use-section-access';
import { signalAmountKpiAttributes, signalKpiAttributes, signalText } from './signal-text';
import { type Urgency, UrgencyBadge } from './urgency-badge';

const severityOrder: Record<Urgency, number> = { urgent: 0, high: 1, medium: 2 };

/** Most severe first; alerts of one severity keep the server's order. */
function bySeverity(alerts: AdminAlert[]): AdminAlert[] {
  return alerts.toSorted((a, b) => severityOrder[a.severity] - severityOrder[b.severity]);
}

/** SPEC §2 "System Alerts" (urgency per SPEC §4, decided by the server), each linking to its section. */
export function SystemAlerts({ onOpenSection }: { onOpenSection: (section: AdminSectionId) => void }) {
  const { t, i18n } = useTranslation();
  const errorText = useApiErrorText('adminErrors');
  const alerts = useAdminAlerts();
  const { mayOpen } = useSectionAccess();
  return (
    <Card aria-labelledby="overview-alerts-title" role="region">
      <CardHeader>
        <CardTitle id="overview-alerts-title">{t('adminOverview.alerts.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {alerts.isPending ? <Spinner label={t('adminOverview.alerts.loading')} /> : null}
        {alerts.isError ? (
          <ErrorWithRetry
            message={t('adminOverview.alerts.loadError', { error: errorText(alerts.error) })}
            onRetry={() => void alerts.refetch()}
            isRetrying={alerts.isFetching}
            retryLabel={t('adminOverview.retry')}
          />
        ) : null}
        {alerts.data?.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('adminOverview.alerts.empty')}</p>
        ) : null}
        {alerts.data?.length ? (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {bySeverity(alerts.data).map((alert) => {
              const section = t(`adminCatalog.shell.sections.${alert.section}`);
              const title = signalText(t, i18n, 'alerts', alert, 'title', alert.title);
              const message = signalText(t, i18n, 'alerts', alert, 'message', alert.message);
              return (
                <li key={alert.id} className="space-y-1.5 py-3 first:pt-0 last:pb-0">
                  <div className="flex items-start gap-2">
                    <UrgencyBadge urgency={alert.severity} />
                    <h3
                      className="text-sm font-semibold break-words text-slate-900 dark:text-white"
                      {...signalKpiAttributes(alert)}
                    >
                      {title}
                    </h3>
                  </div>
                  <p
                    className="text-sm text-slate-600 dark:text-slate-400"
                    {...signalAmountKpiAttributes(alert)}
                  >
                    {message}
                  </p>
                  {mayOpen(alert.section) ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="-ml-3"
                      onClick={() => onOpenSection(alert.section)}
                      aria-label={t('adminOverview.alerts.openLabel', { section, title })}
                    >
                      {t('adminOverview.alerts.open', { section })}
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
