import type { SepaSubscription } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { DetailField, DetailSection } from '../../../../components/ui/detail-list';
import { Dialog } from '../../../../components/ui/dialog';
import { formatDateShort, formatDateTime } from '../../../../lib/dates/format-date';
import { SepaPaymentStatusBadge, SepaRiskBadge, SepaStatusBadge } from './sepa-badges';

/** Every field of SPEC §3 "SEPA subscription" for one row. */
export function SepaDetailsDialog({
  subscription: row,
  onClose,
}: {
  subscription: SepaSubscription | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSepa' });
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('details.title')}
      description={row ? `${row.customerName} · ${row.productName}` : undefined}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('details.close')}
        </Button>
      }
    >
      {row ? (
        <div className="grid gap-6 md:grid-cols-2">
          <DetailSection title={t('details.customer')}>
            <DetailField label={t('details.name')}>{row.customerName}</DetailField>
            <DetailField label={t('details.email')}>
              <a
                className="text-indigo-700 underline dark:text-indigo-300"
                href={`mailto:${row.customerEmail}`}
              >
                {row.customerEmail}
              </a>
            </DetailField>
            <DetailField label={t('details.phone')}>{row.phone || '—'}</DetailField>
            <DetailField label={t('details.address')}>
              {row.address || '—'}
              {row.zipcode || row.city ? <br /> : null}
              {[row.zipcode, row.city].filter(Boolean).join(' ')}
            </DetailField>
          </DetailSection>
          <DetailSection title={t('details.subscription')}>
            <DetailField label={t('details.product')}>{row.productName}</DetailField>
            <DetailField label={t('details.amount')}>
              {formatCents(row.amount)}
              {t(`perInterval.${row.interval}`)}
            </DetailField>
            <DetailField label={t('details.status')}>
              <SepaStatusBadge status={row.status} />
            </DetailField>
            <DetailField label={t('details.since')}>{formatDateShort(row.createdAt)}</DetailField>
            <DetailField label={t('details.reference')}>
              <span className="font-mono text-xs">{row.mandateId}</span>
            </DetailField>
            <DetailField label={t('details.mandateStatus')}>
              {t(`mandateStatus.${row.mandateStatus}`)}
            </DetailField>
          </DetailSection>
          <DetailSection title={t('details.payments')}>
            <DetailField label={t('details.paymentStatus')}>
              <SepaPaymentStatusBadge status={row.paymentStatus} />
            </DetailField>
            <DetailField label={t('details.lastPayment')}>
              {row.lastPaymentDate ? formatDateShort(row.lastPaymentDate) : t('noPayment')}
            </DetailField>
            <DetailField label={t('details.nextPayment')}>
              {row.nextPaymentDate ? formatDateShort(row.nextPaymentDate) : t('notPlanned')}
            </DetailField>
            <DetailField label={t('details.openAmount')}>{formatCents(row.openAmountCents)}</DetailField>
            <DetailField label={t('details.daysOverdue')}>{row.daysOverdue}</DetailField>
            <DetailField label={t('details.failedPayments')}>{row.failedPaymentCount}</DetailField>
            <DetailField label={t('details.chargebacks')}>{row.chargebackCount}</DetailField>
            <DetailField label={t('details.lastReminder')}>
              {row.lastReminderAt ? formatDateTime(row.lastReminderAt) : t('details.never')}
            </DetailField>
          </DetailSection>
          <DetailSection title={t('details.risk')}>
            <DetailField label={t('details.riskLevel')}>
              <SepaRiskBadge level={row.riskLevel} />
            </DetailField>
            <DetailField label={t('details.chargebackRisk')}>
              <SepaRiskBadge level={row.chargebackRisk} />
            </DetailField>
            <DetailField label={t('details.customerRisk')}>
              <SepaRiskBadge level={row.customerRisk} />
            </DetailField>
          </DetailSection>
        </div>
      ) : null}
    </Dialog>
  );
}
