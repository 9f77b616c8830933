import type { ServerHealth } from '@hostportaal/contract';
import { formatUptimePercent } from '@hostportaal/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/dates/format-date';

const tones = {
  up: 'success',
  down: 'danger',
  unknown: 'neutral',
} as const satisfies Record<ServerHealth['status'], string>;

/** A figure, or a dash that screen readers hear as "no measurements yet". */
function Figure({ value }: { value: string | null }) {
  const { t } = useTranslation();
  if (value !== null) return <>{value}</>;
  return (
    <>
      <span aria-hidden="true">{t('support.statusPage.noFigure')}</span>
      <span className="sr-only">{t('support.statusPage.noFigureLabel')}</span>
    </>
  );
}

function ServerHealthItem({ server }: { server: ServerHealth }) {
  const { t } = useTranslation();
  const figures: [string, string | null][] = [
    [
      t('support.statusPage.uptime24h'),
      server.uptime24h === null ? null : formatUptimePercent(server.uptime24h),
    ],
    [
      t('support.statusPage.uptime30d'),
      server.uptime30d === null ? null : formatUptimePercent(server.uptime30d),
    ],
    [
      t('support.statusPage.lastCheck'),
      server.lastCheckAt === null ? null : formatDateTime(server.lastCheckAt),
    ],
  ];
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-medium text-slate-900 dark:text-white">{server.name}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t(`support.statusPage.serverKind.${server.kind}`)}
          </p>
        </div>
        <Badge tone={tones[server.status]}>{t(`support.statusPage.serverStatus.${server.status}`)}</Badge>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-medium text-slate-900 tabular-nums dark:text-white">
              <Figure value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** Our hosting and game servers with their last check and uptime; nothing while none are monitored. */
export function ServerHealthList({ servers }: { servers: ServerHealth[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (servers.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId}>{t('support.statusPage.serversTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby={titleId} className="divide-y divide-slate-200 dark:divide-slate-800">
          {servers.map((server) => (
            <ServerHealthItem key={server.id} server={server} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
