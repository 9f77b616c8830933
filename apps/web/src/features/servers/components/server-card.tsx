import type { CustomerService } from '@hostportaal/contract';
import { customerSubscriptionStatus } from '@hostportaal/domain';
import { ExternalLink, Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  SuspensionNotice,
  WaitingForServerBadge,
  WaitingForServerHint,
} from '../../../components/service-notes';
import { Badge } from '../../../components/ui/badge';
import { buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateShort } from '../../../lib/dates/format-date';
import { ServiceUsage } from './service-usage';

export function ServerCard({ service }: { service: CustomerService }) {
  const { t } = useTranslation();
  const status = customerSubscriptionStatus(service);
  const headingId = `server-${service.id}`;
  const gb = (value: number | null) => (value === null ? null : t('billing.specs.gb', { value }));
  const specs: [string, string | null][] = [
    [
      t('billing.specs.vcpu'),
      service.specs.vcpu === null ? null : t('billing.specs.cores', { value: service.specs.vcpu }),
    ],
    [
      t('billing.specs.ram'),
      service.specs.ramMb === null ? null : t('billing.specs.gb', { value: service.specs.ramMb / 1024 }),
    ],
    [t('billing.specs.disk'), gb(service.specs.diskGb)],
    [t('billing.specs.bandwidth'), gb(service.specs.bandwidthGb)],
  ];
  const shownSpecs = specs.filter((spec): spec is [string, string] => spec[1] !== null);
  return (
    <Card className="flex flex-col gap-4 p-5" role="group" aria-labelledby={headingId}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={headingId}
            title={service.title}
            className="truncate font-semibold text-slate-900 dark:text-white"
          >
            {service.title}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {service.packageName} · {t(`billing.packageType.${service.packageType}`)}
          </p>
        </div>
        {service.waitingForServer ? (
          <WaitingForServerBadge />
        ) : (
          <Badge tone={status.tone}>
            {t(`billing.servers.serviceStatus.${service.serviceStatus}`, { defaultValue: status.label })}
          </Badge>
        )}
      </div>
      {service.waitingForServer ? <WaitingForServerHint /> : null}
      {service.suspension ? <SuspensionNotice suspension={service.suspension} /> : null}
      {shownSpecs.length > 0 ? (
        <dl className="grid grid-cols-2 gap-3 text-sm">
          {shownSpecs.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-2 dark:bg-slate-950/60">
              <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="font-semibold text-slate-900 dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-slate-600 dark:text-slate-400">{t('billing.servers.domain')}</dt>
          <dd className="truncate font-medium">{service.domain ?? t('billing.servers.noDomain')}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-slate-600 dark:text-slate-400">{t('billing.servers.startDate')}</dt>
          <dd className="font-medium">{formatDateShort(service.startDate)}</dd>
        </div>
        {service.endDate ? (
          <div className="flex justify-between gap-2">
            <dt className="text-slate-600 dark:text-slate-400">{t('billing.servers.endDate')}</dt>
            <dd className="font-medium">{formatDateShort(service.endDate)}</dd>
          </div>
        ) : null}
        {service.usage ? null : (
          <div className="flex justify-between gap-2">
            <dt className="flex items-center gap-1 text-slate-600 dark:text-slate-400">
              <Gauge aria-hidden="true" className="size-4" />
              {t('billing.servers.usage')}
            </dt>
            <dd className="font-medium" title={t('billing.servers.usageHint')}>
              {t('billing.servers.usageUnavailable')}
            </dd>
          </div>
        )}
      </dl>
      {service.usage ? <ServiceUsage usage={service.usage} /> : null}
      {service.url ? (
        <a
          href={service.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('billing.servers.openPanel')}
          <span className="sr-only"> {t('billing.common.openInNewTab')}</span>
        </a>
      ) : null}
    </Card>
  );
}
