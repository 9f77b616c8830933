import type { SepaSubscription } from '@hostportaal/contract';
import { formatCents, formatDateShort, formatDateTime } from '@hostportaal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { SepaPaymentStatusBadge, SepaRiskBadge, SepaStatusBadge } from './sepa-badges';

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
          <Section title={t('details.customer')}>
            <Field label={t('details.name')}>{row.customerName}</Field>
            <Field label={t('details.email')}>
              <a
                className="text-indigo-700 underline dark:text-indigo-300"
                href={`mailto:${row.customerEmail}`}
              >
                {row.customerEmail}
              </a>
            </Field>
            <Field label={t('details.phone')}>{row.phone || '—'}</Field>
            <Field label={t('details.address')}>
              {row.address || '—'}
              {row.zipcode || row.city ? <br /> : null}
              {[row.zipcode, row.city].filter(Boolean).join(' ')}
            </Field>
          </Section>
          <Section title={t('details.subscription')}>
            <Field label={t('details.product')}>{row.productName}</Field>
            <Field label={t('details.amount')}>
              {formatCents(row.amount)}
              {t(`perInterval.${row.interval}`)}
            </Field>
            <Field label={t('details.status')}>
              <SepaStatusBadge status={row.status} />
            </Field>
            <Field label={t('details.since')}>{formatDateShort(row.createdAt)}</Field>
            <Field label={t('details.reference')}>
              <span className="font-mono text-xs">{row.mandateId}</span>
            </Field>
            <Field label={t('details.mandateStatus')}>{t(`mandateStatus.${row.mandateStatus}`)}</Field>
          </Section>
          <Section title={t('details.payments')}>
            <Field label={t('details.paymentStatus')}>
              <SepaPaymentStatusBadge status={row.paymentStatus} />
            </Field>
            <Field label={t('details.lastPayment')}>
              {row.lastPaymentDate ? formatDateShort(row.lastPaymentDate) : t('noPayment')}
            </Field>
            <Field label={t('details.nextPayment')}>
              {row.nextPaymentDate ? formatDateShort(row.nextPaymentDate) : t('notPlanned')}
            </Field>
            <Field label={t('details.openAmount')}>{formatCents(row.openAmountCents)}</Field>
            <Field label={t('details.daysOverdue')}>{row.daysOverdue}</Field>
            <Field label={t('details.failedPayments')}>{row.failedPaymentCount}</Field>
            <Field label={t('details.chargebacks')}>{row.chargebackCount}</Field>
            <Field label={t('details.lastReminder')}>
              {row.lastReminderAt ? formatDateTime(row.lastReminderAt) : t('details.never')}
            </Field>
          </Section>
          <Section title={t('details.risk')}>
            <Field label={t('details.riskLevel')}>
              <SepaRiskBadge level={row.riskLevel} />
            </Field>
            <Field label={t('details.chargebackRisk')}>
              <SepaRiskBadge level={row.chargebackRisk} />
            </Field>
            <Field label={t('details.customerRisk')}>
              <SepaRiskBadge level={row.customerRisk} />
            </Field>
          </Section>
        </div>
      ) : null}
    </Dialog>
  );
}
