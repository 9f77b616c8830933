import type { PeppolDeliveryStatus } from '@hostportaal/contract';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { formatDateTime } from '../../../../lib/dates/format-date';
import { usePermission } from '../../../../lib/session/use-permission';
import { useAdminInvoicePeppol, useSendInvoiceOverPeppolAgain } from '../../api/admin-invoice-peppol';

const statusTone = {
  queued: 'info',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
} as const satisfies Record<PeppolDeliveryStatus, string>;

/** The invoice's delivery over Peppol (issue 21): its status, the last error, and staff's send again. */
export function InvoicePeppolSection({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText('adminErrors');
  const can = usePermission();
  const peppol = useAdminInvoicePeppol(invoiceId);
  const sendAgain = useSendInvoiceOverPeppolAgain(invoiceId);
  const delivery = peppol.data?.delivery ?? null;

  return (
    <section aria-labelledby={`peppol-${invoiceId}`}>
      <h3 id={`peppol-${invoiceId}`} className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
        {t('adminBilling.peppol.title')}
      </h3>
      {peppol.isPending ? <Spinner label={t('adminBilling.peppol.loading')} /> : null}
      {peppol.isError ? (
        <ErrorWithRetry
          message={t('adminBilling.peppol.loadError', { error: errorText(peppol.error) })}
          onRetry={() => void peppol.refetch()}
          isRetrying={peppol.isFetching}
        />
      ) : null}
      {peppol.data && !delivery ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {peppol.data.configured
            ? t('adminBilling.peppol.notQueued')
            : t('adminBilling.peppol.notConfigured')}
        </p>
      ) : null}
      {delivery ? (
        <div className="space-y-2 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <Badge tone={statusTone[delivery.status]}>
              {t(`adminBilling.peppol.status.${delivery.status}`)}
            </Badge>
            <span>{t('adminBilling.peppol.receiver', { id: delivery.receiverId })}</span>
            <span className="text-slate-600 dark:text-slate-400">
              {t('adminBilling.peppol.attempts', { done: delivery.attempts, max: delivery.maxAttempts })}
            </span>
          </p>
          {delivery.status === 'sent' && delivery.sentAt ? (
            <p>
              {t('adminBilling.peppol.sentAt', {
                date: formatDateTime(delivery.sentAt),
                messageId: delivery.messageId ?? '—',
              })}
            </p>
          ) : null}
          {delivery.nextAttemptAt ? (
            <p>{t('adminBilling.peppol.nextAttempt', { date: formatDateTime(delivery.nextAttemptAt) })}</p>
          ) : null}
          {delivery.lastError && delivery.status !== 'sent' ? (
            <p className="text-red-700 dark:text-red-300">
              {t('adminBilling.peppol.lastError', { error: delivery.lastError })}
            </p>
          ) : null}
          {!peppol.data?.configured ? <p>{t('adminBilling.peppol.notConfigured')}</p> : null}
          {delivery.status === 'failed' && peppol.data?.configured && can('support') ? (
            <Button variant="secondary" onClick={() => sendAgain.mutate()} isLoading={sendAgain.isPending}>
              <Send className="size-4" aria-hidden="true" />
              {t('adminBilling.peppol.sendAgain')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {sendAgain.isError ? (
        <ErrorWithRetry
          message={t('adminBilling.peppol.sendAgainFailed', { error: errorText(sendAgain.error) })}
          onRetry={() => sendAgain.mutate()}
        />
      ) : null}
      {sendAgain.isSuccess ? <Alert variant="success">{t('adminBilling.peppol.sentAgain')}</Alert> : null}
    </section>
  );
}
