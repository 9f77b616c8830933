import type { MaintenanceNotice } from '@hostportaal/contract';
import { formatDateTime } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const severityTones = { info: 'info', maintenance: 'warning', incident: 'danger' } as const;

export function NoticeList({
  title,
  notices,
  empty,
}: {
  title: string;
  notices: MaintenanceNotice[];
  empty: string;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {notices.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
        ) : (
          <ul className="space-y-4">
            {notices.map((notice) => (
              <li key={notice.id} className="space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={severityTones[notice.severity]}>
                    {t(`support.statusPage.severity.${notice.severity}`)}
                  </Badge>
                  <h3 className="font-semibold text-slate-900 dark:text-white">{notice.title}</h3>
                </div>
                <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
                  {notice.endsAt
                    ? t('support.statusPage.period', {
                        start: formatDateTime(notice.startsAt),
                        end: formatDateTime(notice.endsAt),
                      })
                    : t('support.statusPage.from', { start: formatDateTime(notice.startsAt) })}
                </p>
                <p className="text-sm text-slate-700 dark:text-slate-300">{notice.body}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
