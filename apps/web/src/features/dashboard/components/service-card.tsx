import type { DashboardService } from '@hostportaal/contract';
import { isDueSoon, toBillingInterval } from '@hostportaal/domain';
import { CalendarClock, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { WaitingForServerBadge, WaitingForServerHint } from '../../../components/service-notes';
import { ShopPrice } from '../../../components/shop-price';
import { Badge } from '../../../components/ui/badge';
import { buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateShort } from '../../../lib/dates/format-date';
import { nextPaymentLabel } from '../lib/next-payment-label';

export function ServiceCard({ service, today }: { service: DashboardService; today: string }) {
  const { t } = useTranslation();
  const dueSoon = isDueSoon(service.nextBillingDate, today);
  const headingId = `service-${service.id}`;
  return (
    <Card className="flex flex-col gap-4 p-5" aria-labelledby={headingId} role="group">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3
            id={headingId}
            title={service.title}
            className="truncate font-semibold text-slate-900 dark:text-white"
          >
            {service.title}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {service.planName} · {t(`billing.packageType.${service.packageType}`)}
          </p>
        </div>
        {service.waitingForServer || dueSoon ? (
          <div className="flex shrink-0 flex-col items-end gap-1">
            {service.waitingForServer ? <WaitingForServerBadge /> : null}
            {dueSoon ? <Badge tone="warning">{t('billing.dashboard.services.dueSoon')}</Badge> : null}
          </div>
        ) : null}
      </div>
      <ShopPrice
        netCents={service.amount}
        grossCents={service.grossAmount}
        suffix={t(`billing.interval.${toBillingInterval(service.interval)}`)}
      />
      <p
        className={
          dueSoon
            ? 'flex items-center gap-2 text-sm font-medium text-orange-700 dark:text-orange-300'
            : 'flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400'
        }
      >
        <CalendarClock aria-hidden="true" className="size-4" />
        <span>
          {t('billing.dashboard.services.nextPayment', {
            text: nextPaymentLabel(t, service.nextBillingDate, today),
          })}
          {service.nextBillingDate ? (
            <span className="sr-only">
              {' '}
              (
              {t('billing.dashboard.services.nextPaymentDate', {
                date: formatDateShort(service.nextBillingDate),
              })}
              )
            </span>
          ) : null}
        </span>
      </p>
      {service.waitingForServer ? (
        // Not built yet: no control panel to offer, and not "a few minutes" either (issue 28).
        <WaitingForServerHint />
      ) : service.url ? (
        <a
          href={service.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('billing.dashboard.services.controlPanel')}
          <span className="sr-only"> {t('billing.common.openInNewTab')}</span>
        </a>
      ) : (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {t('billing.dashboard.services.noPanel')}
        </p>
      )}
    </Card>
  );
}
