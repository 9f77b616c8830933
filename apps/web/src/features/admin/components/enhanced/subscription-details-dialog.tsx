import type { EnhancedSubscription } from '@hostportaal/contract';
import { formatCents, formatDateShort } from '@hostportaal/domain';
import { NotebookPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { EnhancedRiskBadge, EnhancedStatusBadge } from './enhanced-badges';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h3>
      <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 gap-y-1.5 text-sm">{children}</dl>
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </>
  );
}

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
          <Section title={t('details.customer')}>
            <Field label={t('details.name')}>{customer}</Field>
            <Field label={t('details.email')}>
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
            </Field>
            <Field label={t('details.customerId')}>
              <span className="font-mono text-xs break-all">{row.userId}</span>
            </Field>
          </Section>
          <Section title={t('details.subscription')}>
            <Field label={t('details.product')}>{row.title}</Field>
            <Field label={t('details.status')}>
              <EnhancedStatusBadge status={row.status} />
            </Field>
            <Field label={t('details.price')}>
              {formatCents(row.price)}
              {t(`perInterval.${row.interval}`)}
            </Field>
            <Field label={t('details.risk')}>
              <EnhancedRiskBadge level={row.riskLevel} />
            </Field>
          </Section>
          <Section title={t('details.payment')}>
            <Field label={t('details.lastPayment')}>
              {row.lastPaymentDate ? formatDateShort(row.lastPaymentDate) : t('table.noPayment')}
            </Field>
            <Field label={t('details.nextPayment')}>
              {row.nextPaymentDue ? formatDateShort(row.nextPaymentDue) : t('table.notPlanned')}
            </Field>
            <Field label={t('details.daysOverdue')}>{row.daysOverdue}</Field>
            {row.totalCollectionAmount > 0 ? (
              <Field label={t('details.collectionAmount')}>{formatCents(row.totalCollectionAmount)}</Field>
            ) : null}
          </Section>
          <Section title={t('details.collection')}>
            <Field label={t('details.status')}>{t(`collectionState.${row.collectionStatus}`)}</Field>
          </Section>
        </div>
      ) : null}
    </Dialog>
  );
}
