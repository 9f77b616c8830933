import type { RiskLevel, SepaPaymentStatus, SepaSubscription } from '@hostportaal/contract';
import type { StatusTone } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';

const paymentTones: Record<SepaPaymentStatus, StatusTone> = {
  success: 'success',
  payment_pending: 'warning',
  overdue: 'danger',
  failed: 'danger',
  chargeback: 'danger',
};
const riskTones: Record<RiskLevel, StatusTone> = { low: 'success', medium: 'warning', high: 'danger' };
const statusTones: Record<SepaSubscription['status'], StatusTone> = {
  active: 'success',
  pending: 'warning',
  suspended: 'danger',
};

export function SepaPaymentStatusBadge({ status }: { status: SepaPaymentStatus }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSepa' });
  return (
    <Badge tone={paymentTones[status]} wrap>
      {t(`paymentStatus.${status}`)}
    </Badge>
  );
}

export function SepaRiskBadge({ level }: { level: RiskLevel }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSepa' });
  return <Badge tone={riskTones[level]}>{t('riskLabel', { level: t(`risk.${level}`) })}</Badge>;
}

export function SepaStatusBadge({ status }: { status: SepaSubscription['status'] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSepa' });
  return (
    <Badge tone={statusTones[status]} wrap>
      {t(`status.${status}`)}
    </Badge>
  );
}
