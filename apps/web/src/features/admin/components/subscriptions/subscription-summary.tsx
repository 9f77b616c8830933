import type { AdminSubscription } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast';
import { formatDateShort } from '../../../../lib/dates/format-date';
import { useWithdrawPendingChange } from '../../api/admin-subscription-actions';
import { mutationErrorText } from '../shell/mutation-error-text';
import { SubscriptionStatusBadges } from './subscription-status-badges';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 py-1.5">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

interface SubscriptionSummaryProps {
  subscription: AdminSubscription;
  /** Without it (a role that may not change billing) the planned change cannot be withdrawn here. */
  onChanged?: (subscription: AdminSubscription) => void;
}

export function SubscriptionSummary({ subscription: sub, onChanged }: SubscriptionSummaryProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const withdraw = useWithdrawPendingChange();
  const pending = sub.pendingChange;
  const date = (value: string | null) => (value ? formatDateShort(value) : '—');

  return (
    <div className="space-y-4">
      <dl className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
        <Row label={t('adminCatalog.subscriptions.columns.customer')}>
          {sub.customerName} · {sub.customerEmail}
        </Row>
        <Row label={t('adminCatalog.subscriptions.detail.customerId')}>
          <span className="font-mono text-xs">{sub.userId}</span>
        </Row>
        <Row label={t('adminCatalog.subscriptions.columns.subscription')}>
          {sub.title} ({sub.planName})
        </Row>
        <Row label={t('adminCatalog.subscriptions.columns.status')}>
          <SubscriptionStatusBadges subscription={sub} />
        </Row>
        <Row label={t('adminCatalog.subscriptions.columns.price')}>
          {formatCents(sub.priceCents)}
          {t(`adminCatalog.perInterval.${sub.interval}`)}
        </Row>
        <Row label={t('adminCatalog.subscriptions.detail.startDate')}>{date(sub.startDate)}</Row>
        <Row label={t('adminCatalog.subscriptions.columns.nextBilling')}>{date(sub.nextBillingDate)}</Row>
        {sub.endDate ? (
          <Row label={t('adminCatalog.subscriptions.detail.endDate')}>{date(sub.endDate)}</Row>
        ) : null}
        <Row label={t('adminCatalog.subscriptions.columns.payment')}>
          {sub.mandateReference ?? t('adminCatalog.subscriptions.bankTransfer')}
        </Row>
        {sub.cancellationReason ? (
          <Row label={t('adminCatalog.subscriptions.detail.cancellationReason')}>
            {sub.cancellationReason}
          </Row>
        ) : null}
      </dl>
      {pending ? (
        <Alert variant="info" title={t('adminCatalog.subscriptions.pending.title')}>
          <p>
            {t('adminCatalog.subscriptions.pending.text', {
              plan: `${pending.title} (${pending.planName})`,
              price: `${formatCents(pending.priceCents)}${t(`adminCatalog.perInterval.${pending.interval}`)}`,
              date: formatDateShort(pending.effectiveDate),
            })}
          </p>
          {withdraw.error ? <p className="mt-1 font-medium">{mutationErrorText(withdraw.error, t)}</p> : null}
          {onChanged ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              isLoading={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(sub.id, {
                  onSuccess: (data) => {
                    toast(t('adminCatalog.subscriptions.pending.withdrawn'), { tone: 'success' });
                    onChanged(data.subscription);
                  },
                })
              }
            >
              {t('adminCatalog.subscriptions.pending.withdraw')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}
