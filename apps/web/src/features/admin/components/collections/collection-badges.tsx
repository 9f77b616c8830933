import type { CollectionCase, CollectionStage } from '@hostportaal/contract';
import {
  type DaysOverdueSeverity,
  daysOverdueSeverity,
  type PriorityLevel,
  priorityByDaysOverdue,
  type StatusTone,
} from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';

type CaseRiskLevel = CollectionCase['riskLevel'];

const riskTones: Record<CaseRiskLevel, StatusTone> = {
  low: 'success',
  medium: 'warning',
  high: 'danger',
  critical: 'danger',
};
const stageTones: Record<CollectionStage, StatusTone | 'info'> = {
  initial_notice: 'neutral',
  first_reminder: 'info',
  second_reminder: 'info',
  final_notice: 'warning',
  legal_action: 'danger',
  resolved: 'success',
};
const priorityTones: Record<PriorityLevel, StatusTone> = {
  high: 'danger',
  medium: 'warning',
  low: 'neutral',
};
// SPEC §4 days-overdue colour: > 60 critical, > 30 high, otherwise medium.
const severityClasses: Record<DaysOverdueSeverity, string> = {
  critical: 'font-bold text-red-700 dark:text-red-400',
  high: 'font-semibold text-orange-700 dark:text-orange-400',
  medium: 'font-medium text-amber-700 dark:text-amber-400',
};

export function CaseRiskBadge({ level }: { level: CaseRiskLevel }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections' });
  return (
    <Badge tone={riskTones[level]} className={level === 'critical' ? 'font-bold' : undefined}>
      {t('riskLabel', { level: t(`risk.${level}`) })}
    </Badge>
  );
}

export function CaseStageBadge({ stage }: { stage: CollectionStage }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections' });
  return <Badge tone={stageTones[stage]}>{t(`stages.${stage}`)}</Badge>;
}

/**
 * The days overdue in the colour of their severity, with the priority label of SPEC §4 beneath. The label
 * measures how recent the arrears are (issue 20: 113 days reads 'Low Priority'), so the badge says its basis
 * and the column header explains the rule.
 */
export function DaysOverdue({ days }: { days: number }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections' });
  const priority = priorityByDaysOverdue(days);
  return (
    <div className="space-y-1 whitespace-nowrap">
      <p className={`tabular-nums ${severityClasses[daysOverdueSeverity(days)]}`}>
        {t('days', { count: days })}
      </p>
      <Badge tone={priorityTones[priority.level]} title={t(`priorityBasis.badge.${priority.level}`)}>
        {t(`priority.${priority.level}`)}
        <span className="sr-only"> ({t(`priorityBasis.badge.${priority.level}`)})</span>
      </Badge>
    </div>
  );
}
