import type { EnhancedSubscription } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { DetailField, DetailSection } from '../../../../components/ui/detail-list';
import { Dialog } from '../../../../components/ui/dialog';
import { formatDateShort } from '../../../../lib/dates/format-date';
import { CustomerCollectionHistory } from './customer-collection-history';
import { EnhancedRiskBadge, EnhancedStatusBadge } from './enhanced-badges';

/** SPEC §2 details modal: customer, subscription, payment and collection status; add a note from here. */
export function SubscriptionDetailsDialog({
  subscription: row,
  onClose,
  onAddNote,
}: {
  subscription: EnhancedSubscription | null;
  onClose: () => void;
  onAddNote: (row: EnhancedSubscription) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced' });
  const customer = row?.customerName ?? t('table.unknownCustomer');
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('details.title')}
      description={row ? `${customer} · ${row.title}` : undefined}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
          <Button onClick={() => row && onAddNote(row)}>
            <NotebookPen className="size-4" aria-hidden="true" />
            {t('details.addNote')}
          </Button>
        </>
      }
    >
      {row ? (
        <div className="grid gap-6 md:grid-cols-2">
          <DetailSection title={t('details.customer')}>
            <DetailField label={t('details.name')}>{customer}</DetailField>
            <DetailField label={t('details.email')}>
              {row.customerEmail ? (
                <a
                  className="text-indigo-700 underline dark:text-indigo-300"
                  href={`mailto:${row.customerEmail}`}
                >
                  {row.customerEmail}
                </a>
              ) : (
                t('table.noEmail')
              )}
            </DetailField>
            <DetailField label={t('details.customerId')}>
              <span className="font-mono text-xs break-all">{row.userId}</span>
            </DetailField>
          </DetailSection>
          <DetailSection title={t('details.subscription')}>
            <DetailField label={t('details.product')}>{row.title}</DetailField>
            <DetailField label={t('details.status')}>
              <EnhancedStatusBadge status={row.status} />
            </DetailField>
            <DetailField label={t('details.price')}>
              {formatCents(row.price)}
              {t(`perInterval.${row.interval}`)}
            </DetailField>
            <DetailField label={t('details.risk')}>
              <EnhancedRiskBadge level={row.riskLevel} />
            </DetailField>
          </DetailSection>
          <DetailSection title={t('details.payment')}>
            <DetailField label={t('details.lastPayment')}>
              {row.lastPaymentDate ? formatDateShort(row.lastPaymentDate) : t('table.noPayment')}
            </DetailField>
            <DetailField label={t('details.nextPayment')}>
              {row.nextPaymentDue ? formatDateShort(row.nextPaymentDue) : t('table.notPlanned')}
            </DetailField>
            <DetailField label={t('details.daysOverdue')}>{row.daysOverdue}</DetailField>
            {row.totalCollectionAmount > 0 ? (
              <DetailField label={t('details.collectionAmount')}>
                {formatCents(row.totalCollectionAmount)}
              </DetailField>
            ) : null}
          </DetailSection>
          <DetailSection title={t('details.collection')}>
            <DetailField label={t('details.status')}>
              {t(`collectionState.${row.collectionStatus}`)}
            </DetailField>
          </DetailSection>
          <CustomerCollectionHistory customerId={row.userId} />
        </div>
      ) : null}
    </Dialog>
  );
}
