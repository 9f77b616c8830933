import type { ArrangementStatusValue, Instalment } from '@hostportaal/contract';
import type { StatusTone } from '@hostportaal/domain';
import { Badge } from '../../../../components/ui/badge';
import { useArrangementWords } from './arrangement-words';

const statusTones: Record<ArrangementStatusValue, StatusTone | 'info'> = {
  proposed: 'warning',
  active: 'info',
  completed: 'success',
  lapsed: 'danger',
  ended: 'neutral',
  rejected: 'neutral',
};

export function ArrangementStatusBadge({ status }: { status: ArrangementStatusValue }) {
  const { t } = useArrangementWords();
  return <Badge tone={statusTones[status]}>{t(`status.${status}`)}</Badge>;
}

const instalmentTones: Record<Instalment['state'], StatusTone | 'info'> = {
  paid: 'success',
  partly_paid: 'info',
  upcoming: 'neutral',
  due: 'warning',
  late: 'danger',
  missed: 'danger',
};

export function InstalmentStateBadge({ state }: { state: Instalment['state'] }) {
  const { t } = useArrangementWords();
  return <Badge tone={instalmentTones[state]}>{t(`instalmentStates.${state}`)}</Badge>;
}
