import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';

interface DownloadProgressProps {
  /** 0–100, or null when the size is unknown (the bar then only shows the bytes received). */
  percent: number | null;
  receivedBytes: number;
  onCancel: () => void;
}

export function DownloadProgress({ percent, receivedBytes, onCancel }: DownloadProgressProps) {
  const { t, i18n } = useTranslation();
  const megabytes = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(receivedBytes / 1_000_000);
  const received = t('adminBilling.reports.progress.received', { size: megabytes });
  return (
    <div className="flex items-center gap-3">
      <div className="min-w-0 flex-1 space-y-1">
        <div
          role="progressbar"
          aria-label={t('adminBilling.reports.progress.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
          aria-valuetext={percent === null ? received : `${percent}%, ${received}`}
          className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div
            className={
              percent === null
                ? 'h-full w-1/3 animate-pulse rounded-full bg-blue-600'
                : 'h-full rounded-full bg-blue-600 transition-[width] duration-200'
            }
            style={percent === null ? undefined : { width: `${percent}%` }}
          />
        </div>
        <p className="text-xs text-slate-600 dark:text-slate-400" aria-hidden="true">
          {percent === null ? received : `${percent}% · ${received}`}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={onCancel}>
        <X className="size-4" aria-hidden="true" />
        {t('adminBilling.reports.progress.cancel')}
      </Button>
    </div>
  );
}
