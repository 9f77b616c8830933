import type { MaintenanceNotice } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/dates/format-date';
import { Badge } from './ui/badge';

const severityTones = { info: 'info', maintenance: 'warning', incident: 'danger' } as const;

/** A maintenance or incident notice: severity, title, period (Amsterdam time) and text. */
export function MaintenanceNoticeSummary({ notice }: { notice: MaintenanceNotice }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={severityTones[notice.severity]}>
          {t(`support.statusPage.severity.${notice.severity}`)}
        </Badge>
        <h3 className="font-semibold break-words text-slate-900 dark:text-white">{notice.title}</h3>
      </div>
      <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
        {notice.endsAt
          ? t('support.statusPage.period', {
              start: formatDateTime(notice.startsAt),
              end: formatDateTime(notice.endsAt),
            })
          : t('support.statusPage.from', { start: formatDateTime(notice.startsAt) })}
      </p>
      <p className="text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
        {notice.body}
      </p>
    </>
  );
}
