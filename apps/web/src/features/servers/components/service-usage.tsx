import type { CustomerService } from '@hostportaal/contract';
import { Gauge } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates/format-date';
import { UsageMeter } from './usage-meter';

type Usage = NonNullable<CustomerService['usage']>;

/** The panel's latest figures for one service, with the moment they were measured. */
export function ServiceUsage({ usage }: { usage: Usage }) {
  const { t } = useTranslation();
  const titleId = useId();
  const counts: [string, number][] = [
    [t('billing.servers.emailAccounts'), usage.emailAccounts],
    [t('billing.servers.domains'), usage.domains],
  ];
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-950/60">
      <h3 id={titleId} className="flex items-center gap-1 text-sm font-medium text-slate-900 dark:text-white">
        <Gauge aria-hidden="true" className="size-4" />
        {t('billing.servers.usage')}
      </h3>
      <UsageMeter label={t('billing.specs.disk')} usedMb={usage.diskMb} limitMb={usage.diskLimitMb} />
      <UsageMeter
        label={t('billing.specs.bandwidth')}
        usedMb={usage.bandwidthMb}
        limitMb={usage.bandwidthLimitMb}
      />
      <dl className="space-y-1 text-sm">
        {counts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-medium text-slate-900 tabular-nums dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t('billing.servers.measuredAt', { date: formatDateTime(usage.measuredAt) })}
      </p>
    </section>
  );
}
