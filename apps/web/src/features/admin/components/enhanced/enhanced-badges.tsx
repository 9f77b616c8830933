import type {
  CollectionStatus,
  EnhancedSubscriptionStatus,
  NotePriority,
  PriorityAction,
  RiskLevel,
} from '@hostportaal/contract';
import type { StatusTone } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';

const statusTones: Record<EnhancedSubscriptionStatus, StatusTone> = {
  active: 'success',
  suspended: 'danger',
  payment_pending: 'warning',
  cancelled: 'neutral',
};
const riskTones: Record<RiskLevel, StatusTone> = { low: 'success', medium: 'warning', high: 'danger' };
const priorityTones: Record<NotePriority, StatusTone | 'info'> = {
  low: 'neutral',
  medium: 'info',
  high: 'warning',
  urgent: 'danger',
};
const collectionTones: Record<CollectionStatus, StatusTone> = {
  none: 'neutral',
  pending_notice: 'warning',
  notice_sent: 'warning',
  collection_sent: 'danger',
};

export function EnhancedStatusBadge({ status }: { status: EnhancedSubscriptionStatus }) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced' });
  return <Badge tone={statusTones[status]}>{t(`status.${status}`)}</Badge>;
}

export function EnhancedRiskBadge({ level }: { level: RiskLevel }) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced' });
  return <Badge tone={riskTones[level]}>{t(`risk.${level}`)}</Badge>;
}

/** The priority of a note or of a priority action (same four levels). */
export function PriorityBadge({ priority }: { priority: NotePriority | PriorityAction['priority'] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced' });
  return <Badge tone={priorityTones[priority]}>{t(`notePriority.${priority}`)}</Badge>;
}

/** The Incasso Status column: '—' when nothing is under way. */
export function CollectionStatusBadge({ status }: { status: CollectionStatus }) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced' });
  if (status === 'none')
    return <span className="text-slate-600 dark:text-slate-400">{t('collectionColumn.none')}</span>;
  return <Badge tone={collectionTones[status]}>{t(`collectionColumn.${status}`)}</Badge>;
}
