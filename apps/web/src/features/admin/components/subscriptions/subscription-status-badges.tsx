import type { AdminSubscription } from '@hostportaal/contract';
import type { StatusTone } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';

const statusTones: Record<AdminSubscription['status'], StatusTone> = {
  pending: 'warning',
  active: 'success',
  payment_pending: 'warning',
  suspended: 'danger',
  cancelled: 'neutral',
};

const serviceTones: Record<AdminSubscription['serviceStatus'], StatusTone> = {
  pending: 'warning',
  active: 'success',
  paused: 'warning',
  suspended: 'danger',
  cancelled_active: 'warning',
  cancelled_expired: 'neutral',
};

/** The billing status and the service status side by side; the service badge is outlined as "service". */
export function SubscriptionStatusBadges({ subscription }: { subscription: AdminSubscription }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={statusTones[subscription.status]}>
        {t(`adminCatalog.subscriptionStatus.${subscription.status}`)}
      </Badge>
      <Badge tone={serviceTones[subscription.serviceStatus]}>
        <span className="sr-only">{t('adminCatalog.subscriptions.serviceLabel')}: </span>
        {t(`adminCatalog.serviceStatus.${subscription.serviceStatus}`)}
      </Badge>
    </div>
  );
}
