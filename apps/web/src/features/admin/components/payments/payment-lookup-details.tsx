import type { PaymentLookup } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { formatDateShort } from '../../../../lib/dates/format-date';
import { useManualPaymentTexts } from './manual-payment-texts';

const subscriptionTone = {
  pending: 'warning',
  active: 'success',
  payment_pending: 'warning',
  suspended: 'danger',
  cancelled: 'neutral',
} as const;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600 uppercase dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/**
 * Step 2: whose claim it is, what is still open and which subscription it belongs to; and a warning when its
 * direct debit is already at the bank (booking a payment as well makes the customer pay twice).
 */
export function PaymentLookupDetails({ lookup }: { lookup: PaymentLookup }) {
  const { t } = useTranslation();
  const prefix = useManualPaymentTexts();
  const { billingLetter, invoice, subscription } = lookup;
  return (
    <section className="space-y-2" aria-label={t(`${prefix}.manualPayment.stepDetails`)}>
      <h3 className="text-sm font-semibold">{t(`${prefix}.manualPayment.stepDetails`)}</h3>
      <dl className="grid grid-cols-1 gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-2 dark:bg-slate-800/50">
        <Detail label={t(`${prefix}.manualPayment.customer`)}>
          {`${billingLetter.customer.firstname} ${billingLetter.customer.lastname}`.trim()}
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {billingLetter.customer.email}
          </span>
        </Detail>
        <Detail label={t(`${prefix}.manualPayment.invoice`)}>
          {invoice ? (
            <>
              {invoice.invoiceNumber}
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {t(`${prefix}.manualPayment.dueOn`, { date: formatDateShort(invoice.dueDate) })}
              </span>
            </>
          ) : (
            t(`${prefix}.manualPayment.letterType.${billingLetter.letterType}`)
          )}
        </Detail>
        <Detail label={t(`${prefix}.manualPayment.openAmount`)}>
          <span className="text-base font-semibold">{formatCents(billingLetter.totalAmount)}</span>
        </Detail>
        <Detail label={t(`${prefix}.manualPayment.subscription`)}>
          {subscription ? (
            <span className="flex flex-wrap items-center gap-2">
              {subscription.planName}
              <Badge tone={subscriptionTone[subscription.status]}>
                {t(`${prefix}.manualPayment.subscriptionStatus.${subscription.status}`)}
              </Badge>
            </span>
          ) : (
            t(`${prefix}.manualPayment.noSubscription`)
          )}
        </Detail>
      </dl>
      {invoice?.collectionAtBank ? (
        <Alert variant="warning" title={t(`${prefix}.manualPayment.collectionAtBankTitle`)}>
          {t(`${prefix}.manualPayment.collectionAtBank`, {
            amount: formatCents(invoice.collectionAtBank.amountCents),
            date: formatDateShort(invoice.collectionAtBank.collectionDate),
            messageId: invoice.collectionAtBank.messageId,
          })}
        </Alert>
      ) : null}
    </section>
  );
}
