import type { CollectionAction } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { formatDateTime } from '../../../../lib/dates/format-date';
import { useCustomerCollectionActions } from '../../api/collections';

// The kinds with a label; another shows as the server names it (several are already words, 'Betaling ontvangen').
const KINDS = [
  'case_opened',
  'case_reopened',
  'case_resolved',
  'stage_changed',
  'reminder_sent',
  'final_notice_sent',
  'notice_sent',
  'collection_letter_sent',
  'service_suspended',
  'online_payment_started',
  'online_payment_paid',
  'online_payment_failed',
  'online_payment_canceled',
  'online_payment_expired',
  'online_refund_requested',
  'online_refund_done',
  'online_charged_back',
] as const;
type Kind = (typeof KINDS)[number];
const isKind = (action: string): action is Kind => (KINDS as readonly string[]).includes(action);
// The contract's name for the dunning run (or a webhook) as performer.
const AUTOMATIC = 'Automatisch';

/**
 * Incasso Beheer's details: what happened to the customer's claims, newest first — letters, stages, and what
 * happened online through Mollie (paid with method and id, failed or expired attempts, refunds, chargebacks).
 */
export function CustomerCollectionHistory({ customerId }: { customerId: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhancedHistory' });
  const errorText = useApiErrorText();
  const history = useCustomerCollectionActions(customerId);
  const label = (item: CollectionAction) => (isKind(item.action) ? t(`kinds.${item.action}`) : item.action);
  return (
    <section aria-labelledby={`history-${customerId}`} className="space-y-2 md:col-span-2">
      <h3 id={`history-${customerId}`} className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('title')}
      </h3>
      {history.isPending ? <Spinner label={t('loading')} /> : null}
      {history.isError ? (
        <ErrorWithRetry
          message={t('loadError', { error: errorText(history.error) })}
          onRetry={() => void history.refetch()}
          isRetrying={history.isFetching}
        />
      ) : null}
      {history.data?.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('empty')}</p>
      ) : null}
      {history.data && history.data.length > 0 ? (
        <ol className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {history.data.map((item) => (
            <li key={item.id} data-testid="customer-history-item" className="space-y-0.5 py-2">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{label(item)}</span>
                {item.result === 'failed' ? <Badge tone="danger">{t('failed')}</Badge> : null}
                <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
                  {formatDateTime(item.timestamp)} ·{' '}
                  {item.performedBy === AUTOMATIC ? t('automatic') : item.performedBy}
                </span>
              </p>
              <p className="wrap-anywhere text-slate-700 dark:text-slate-300">{item.description}</p>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
