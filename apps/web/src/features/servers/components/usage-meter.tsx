import { formatMegabytes, usagePercent } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../../lib/class-names';

interface UsageMeterProps {
  label: string;
  usedMb: number;
  /** null = unlimited: the figure is shown, without a bar. */
  limitMb: number | null;
}

// Near the limit the bar turns orange, then red, so the customer sees it before the panel refuses more.
function barColour(percent: number): string {
  if (percent >= 90) return 'bg-red-600 dark:bg-red-500';
  if (percent >= 75) return 'bg-orange-500 dark:bg-orange-400';
  return 'bg-indigo-600 dark:bg-indigo-400';
}

/** Disk or bandwidth: what is used of the limit ('1,5 GB van 10 GB') with a bar, or of an unlimited one. */
export function UsageMeter({ label, usedMb, limitMb }: UsageMeterProps) {
  const { t } = useTranslation();
  const used = formatMegabytes(usedMb);
  const text =
    limitMb === null
      ? t('billing.servers.usageUnlimited', { used })
      : t('billing.servers.usageOf', { used, limit: formatMegabytes(limitMb) });
  const percent = limitMb === null ? null : usagePercent(usedMb, limitMb);

  return (
    <div className="space-y-1.5">
      <p className="flex justify-between gap-2 text-sm">
        <span className="text-slate-600 dark:text-slate-400">{label}</span>
        <span className="font-medium text-slate-900 tabular-nums dark:text-white">{text}</span>
      </p>
      {percent === null ? null : (
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%, ${text}`}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div
            className={classNames('h-full rounded-full', barColour(percent))}
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
    </div>
  );
}
