import { formatCents } from '@hostportaal/domain';
import { AlertTriangle, CircleCheck, CircleX, Euro, type LucideIcon, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { type KpiProp, kpiOf, kpiPropAttributes } from '../../../../components/ui/kpi';
import { KpiDefinitionTip } from '../../../../components/ui/kpi-definition-tip';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { useSepaStatistics } from '../../api/sepa-management';

// Five metrics side by side inside a card: a compact tile (icon beside the label) so amounts fit.
function Metric({
  icon: Icon,
  label,
  value,
  hint,
  kpi,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string;
  kpi?: KpiProp;
}) {
  return (
    <article
      aria-label={label}
      {...kpiPropAttributes(kpi)}
      className="min-w-0 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-indigo-600 dark:text-indigo-300" />
        {label}
        {kpi ? <KpiDefinitionTip label={kpi.definitionLabel} definition={kpi.definition} /> : null}
      </p>
      <p className="mt-1 text-xl font-bold whitespace-nowrap text-slate-900 tabular-nums sm:text-2xl dark:text-white">
        {value}
      </p>
      {hint ? <p className="text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
    </article>
  );
}

/** The five header metrics of SPEC §2 (Active, Failed, Chargebacks, Monthly Revenue, High Risk). */
export function SepaMetrics() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSepa.metrics' });
  const errorText = useApiErrorText('adminErrors');
  const { t: tSepa } = useTranslation('translation', { keyPrefix: 'adminSepa' });
  const statistics = useSepaStatistics();
  if (statistics.isError) {
    return <Alert variant="error">{tSepa('statisticsError', { error: errorText(statistics.error) })}</Alert>;
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
        kpi={
          data
            ? kpiOf('subscriptions.activeDirectDebit', data.overview.activeSubscriptions, {
                language: 'en',
                definitionLabel: t('activeDefinition'),
              })
            : undefined
        }
      />
      <Metric
        icon={CircleX}
        label={t('failed')}
        value={value(data?.paymentStatus.failed)}
        kpi={
          data
            ? kpiOf('collection.failedClaims', data.paymentStatus.failed, {
                language: 'en',
                definitionLabel: t('failedDefinition'),
              })
            : undefined
        }
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
        kpi={
          data
            ? kpiOf('revenue.mrrDirectDebit', data.overview.totalRevenue, {
                language: 'en',
                definitionLabel: t('monthlyRevenueDefinition'),
              })
            : undefined
        }
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
