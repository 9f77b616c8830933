import { formatCents } from '@hostportaal/domain';
import { AlertTriangle, CircleCheck, CircleX, Euro, type LucideIcon, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { useSepaStatistics } from '../../api/sepa-management';

// Five metrics side by side inside a card: a compact tile (icon beside the label) so amounts fit.
function Metric({
  icon: Icon,
  label,
  value,
  hint,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string;
}) {
  return (
    <article
      aria-label={label}
      className="min-w-0 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-indigo-600 dark:text-indigo-300" />
        {label}
      </p>
      <p className="mt-1 text-2xl font-bold whitespace-nowrap text-slate-900 tabular-nums dark:text-white">
        {value}
      </p>
      {hint ? <p className="text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
    </article>
  );
}

/** The five header metrics of SPEC §2 (Active, Failed, Chargebacks, Monthly Revenue, High Risk). */
export function SepaMetrics() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSepa.metrics' });
  const { t: tSepa } = useTranslation('translation', { keyPrefix: 'adminSepa' });
  const statistics = useSepaStatistics();
  if (statistics.isError) {
    return <Alert variant="error">{tSepa('statisticsError', { error: statistics.error.message })}</Alert>;
  }
  const data = statistics.data;
  const value = (number: number | undefined) => (number === undefined ? '…' : String(number));
  return (
    <section aria-label={t('label')} className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      <Metric
        icon={CircleCheck}
        label={t('active')}
        value={value(data?.overview.activeSubscriptions)}
        hint={data ? t('activeHint', { total: data.overview.totalSubscriptions }) : undefined}
      />
      <Metric
        icon={CircleX}
        label={t('failed')}
        value={value(data?.paymentStatus.failed)}
        hint={data ? t('failedHint', { overdue: data.paymentStatus.overdue }) : undefined}
      />
      <Metric
        icon={Undo2}
        label={t('chargebacks')}
        value={value(data?.paymentStatus.chargebacks)}
        hint={t('chargebacksHint')}
      />
      <Metric
        icon={Euro}
        label={t('monthlyRevenue')}
        value={data ? formatCents(data.overview.totalRevenue) : '…'}
        hint={t('monthlyRevenueHint')}
      />
      <Metric
        icon={AlertTriangle}
        label={t('highRisk')}
        value={value(data?.risk.high)}
        hint={
          data
            ? `${t('highRiskHint', { medium: data.risk.medium })} · ${t('remindersHint', { count: data.collectionEfforts.remindersSent })}`
            : undefined
        }
      />
    </section>
  );
}
