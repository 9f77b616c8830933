import type { InvoiceOnlineRefunds } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { formatDateTime } from '../../../../lib/dates/format-date';
import { useInvoiceOnlineRefunds } from '../../api/online-refunds';
import { methodLabel, refundStatusTone } from '../online-payments/online-payment-words';
import { OnlineRefundForm } from './online-refund-form';

function RefundList({ refunds }: { refunds: InvoiceOnlineRefunds['refunds'] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminOnlinePayments.refund' });
  return (
    <>
      <h4 className="text-xs font-medium text-slate-600 uppercase dark:text-slate-400">{t('history')}</h4>
      <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {refunds.map((refund) => (
          <li
            key={refund.id}
            data-testid="online-refund"
            className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5"
          >
            <Badge tone={refundStatusTone[refund.status]}>{t(`statuses.${refund.status}`)}</Badge>
            <span className="font-medium tabular-nums">{formatCents(refund.amountCents)}</span>
            <span className="min-w-0 wrap-anywhere text-slate-600 dark:text-slate-400">
              {t('requestedAt', { date: formatDateTime(refund.createdAt) })}
              {refund.bookedAt ? `, ${t('bookedAt', { date: formatDateTime(refund.bookedAt) })}` : null}
              {refund.providerRefundId ? ` · ${refund.providerRefundId}` : null}
              {` · ${refund.description}`}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Refunds through Mollie of an invoice paid online (issue 29), for staff with the billing permission: what was
 * paid, what may still be refunded, the refund form and each refund's state as Mollie reports it.
 */
export function InvoiceOnlineRefundsSection({
  invoiceId,
  invoiceNumber,
}: {
  invoiceId: string;
  invoiceNumber: string;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorText('adminErrors');
  const refunds = useInvoiceOnlineRefunds(invoiceId, true);
  const [refunding, setRefunding] = useState(false);
  const [requested, setRequested] = useState<number | null>(null);
  const data = refunds.data;
  const headingId = `online-refunds-${invoiceId}`;

  if (refunds.isError)
    return (
      <ErrorWithRetry
        message={t('adminOnlinePayments.refund.loadError', { error: errorText(refunds.error) })}
        onRetry={() => void refunds.refetch()}
        isRetrying={refunds.isFetching}
      />
    );
  // Most invoices were not paid online: then the dialog shows nothing of Mollie.
  if (!data || (data.payment === null && data.refunds.length === 0)) return null;
  const mayRefund = data.payment !== null && data.providerAvailable && data.refundableCents > 0;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('adminOnlinePayments.refund.title')}
      </h3>
      {data.payment ? (
        <div className="space-y-1 text-sm">
          <p className="wrap-anywhere">
            {t('adminOnlinePayments.refund.paidWith', {
              amount: formatCents(data.payment.amountCents),
              method: methodLabel(data.payment.method, t),
              id: data.payment.providerPaymentId,
            })}
          </p>
          <p>
            {data.refundableCents > 0
              ? t('adminOnlinePayments.refund.refundable', { amount: formatCents(data.refundableCents) })
              : t('adminOnlinePayments.refund.nothingLeft')}
          </p>
          {!data.providerAvailable ? (
            <p className="text-orange-800 dark:text-orange-300">
              {t('adminOnlinePayments.refund.providerUnavailable')}
            </p>
          ) : null}
        </div>
      ) : null}
      {requested !== null ? (
        <Alert variant="success">
          {t('adminOnlinePayments.refund.requested', { amount: formatCents(requested) })}
        </Alert>
      ) : null}
      {mayRefund && !refunding ? (
        <Button
          variant="secondary"
          onClick={() => {
            setRequested(null);
            setRefunding(true);
          }}
        >
          <Undo2 className="size-4" aria-hidden="true" />
          {t('adminOnlinePayments.refund.open')}
        </Button>
      ) : null}
      {refunding && mayRefund ? (
        <OnlineRefundForm
          invoiceId={invoiceId}
          invoiceNumber={invoiceNumber}
          refundableCents={data.refundableCents}
          onCancel={() => setRefunding(false)}
          onDone={(amountCents) => {
            setRefunding(false);
            setRequested(amountCents);
          }}
        />
      ) : null}
      {data.refunds.length > 0 ? <RefundList refunds={data.refunds} /> : null}
    </section>
  );
}
