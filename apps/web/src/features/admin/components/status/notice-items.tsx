import type { MaintenanceNotice } from '@hostportaal/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MaintenanceNoticeSummary } from '../../../../components/maintenance-notice-summary';
import { Button } from '../../../../components/ui/button';

interface NoticeItemsProps {
  notices: MaintenanceNotice[];
  empty: string;
  onEdit: (notice: MaintenanceNotice) => void;
  onDelete: (notice: MaintenanceNotice) => void;
}

/** Notices with their period and text, each with edit and delete. */
export function NoticeItems({ notices, empty, onEdit, onDelete }: NoticeItemsProps) {
  const { t } = useTranslation();
  if (notices.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>;
  return (
    <ul className="@container divide-y divide-slate-200 dark:divide-slate-800">
      {notices.map((notice) => (
        <li
          key={notice.id}
          className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 @xl:flex-row @xl:items-start @xl:justify-between"
        >
          <div className="min-w-0 flex-1 space-y-1">
            <MaintenanceNoticeSummary notice={notice} />
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onEdit(notice)}
              aria-label={t('support.adminStatus.editLabel', { title: notice.title })}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {t('support.adminStatus.edit')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onDelete(notice)}
              aria-label={t('support.adminStatus.deleteLabel', { title: notice.title })}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('support.adminStatus.delete')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
