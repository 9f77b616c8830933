import type { CreditPayout, CreditPayoutBatch } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { Ban, Download, FileCode, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { useToast } from '../../../../components/ui/toast';
import { formatDateShort } from '../../../../lib/dates/format-date';
import {
  downloadPayoutFile,
  type PayoutBatchAction,
  useCreditPayouts,
  usePayoutBatchAction,
} from '../../api/credit-payouts';
import { mutationErrorText } from '../shell/mutation-error-text';

const muted = 'text-sm text-slate-600 dark:text-slate-400';

const statusTone = {
  reserved: 'warning',
  sent: 'success',
  confirmed: 'success',
  returned: 'danger',
  cancelled: 'neutral',
} as const;

const batchTone = { open: 'warning', file_created: 'info', sent: 'success', cancelled: 'neutral' } as const;

/**
 * Payouts of account credit (issue 29): the payout batches of credit transfers — write the pain.001, download
 * it, mark it sent once handed to the bank (only then does the credit fall), or cancel — and paybacks
 * through Mollie with Mollie's state.
 */
export function CreditPayoutsCard() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCredit.payouts' });
  const errorText = useApiErrorText('adminErrors');
  const list = useCreditPayouts();
  const data = list.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {list.isPending ? <Spinner label={t('loading')} /> : null}
        {list.isError ? (
          <ErrorWithRetry
            message={t('loadError', { error: errorText(list.error) })}
            onRetry={() => void list.refetch()}
            isRetrying={list.isFetching}
          />
        ) : null}
        {data && data.batches.length === 0 && data.molliePayouts.length === 0 ? (
          <p className={muted}>{t('empty')}</p>
        ) : null}
        {data?.batches.map((batch) => (
          <PayoutBatch key={batch.id} batch={batch} />
        ))}
        {data && data.molliePayouts.length > 0 ? (
          <section className="space-y-2" aria-label={t('mollieTitle')}>
            <h3 className="font-medium text-slate-900 dark:text-slate-100">{t('mollieTitle')}</h3>
            <PayoutList payouts={data.molliePayouts} />
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}

function PayoutBatch({ batch }: { batch: CreditPayoutBatch }) {
  const { t } = useTranslation();
  const { t: k } = useTranslation('translation', { keyPrefix: 'adminCredit.payouts' });
  const toast = useToast();
  const action = usePayoutBatchAction();
  const [failure, setFailure] = useState<string | null>(null);
  const act = (kind: PayoutBatchAction) => {
    setFailure(null);
    action.mutate(
      { id: batch.id, action: kind },
      {
        onSuccess: () =>
          toast(k(`done.${kind}`, { total: formatCents(batch.totalCents) }), { tone: 'success' }),
        onError: (error) => setFailure(k('failed', { error: mutationErrorText(error, t) })),
      },
    );
  };
  const busy = action.isPending;
  const label = batch.messageId ?? k('openBatch');
  return (
    <section
      data-testid="payout-batch"
      aria-label={label}
      className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="space-y-0.5">
          <p className="font-medium text-slate-900 dark:text-slate-100">
            {label} <Badge tone={batchTone[batch.status]}>{k(`batchStatus.${batch.status}`)}</Badge>
          </p>
          <p className={muted}>
            {k('summary', { count: batch.numberOfTransactions, total: formatCents(batch.totalCents) })}
            {batch.executionDate
              ? ` · ${k('executionDate', { date: formatDateShort(batch.executionDate) })}`
              : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {batch.status === 'open' ? (
            <Button
              size="sm"
              onClick={() => act('file')}
              isLoading={busy}
              disabled={batch.numberOfTransactions === 0}
            >
              <FileCode className="size-4" aria-hidden="true" />
              {k('actions.file')}
            </Button>
          ) : null}
          {batch.messageId ? (
            <Button size="sm" variant="secondary" onClick={() => void downloadPayoutFile(batch)}>
              <Download className="size-4" aria-hidden="true" />
              {k('actions.download')}
            </Button>
          ) : null}
          {batch.status === 'file_created' ? (
            <Button size="sm" onClick={() => act('sent')} isLoading={busy}>
              <Send className="size-4" aria-hidden="true" />
              {k('actions.sent')}
            </Button>
          ) : null}
          {batch.status === 'open' || batch.status === 'file_created' ? (
            <Button size="sm" variant="ghost" onClick={() => act('cancel')} disabled={busy}>
              <Ban className="size-4" aria-hidden="true" />
              {k('actions.cancel')}
            </Button>
          ) : null}
        </div>
      </div>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <PayoutList payouts={batch.payouts} />
    </section>
  );
}

export function PayoutList({ payouts }: { payouts: CreditPayout[] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCredit.payouts' });
  if (payouts.length === 0) return null;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {payouts.map((payout) => (
        <li
          key={payout.id}
          data-testid="credit-payout"
          className="flex items-start justify-between gap-4 py-2"
        >
          <div className="min-w-0 space-y-0.5">
            <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
              {t('customer', { name: payout.customerName, number: payout.customerNumber })}
            </p>
            <p className="text-xs break-words text-slate-600 dark:text-slate-400">
              {payout.route === 'mollie' ? t('viaMollie') : t('toIban', { iban: payout.iban ?? '' })}
              {payout.endToEndId ? ` · ${payout.endToEndId}` : ''}
              {payout.returnReasonCode ? ` · ${t('returnCode', { code: payout.returnReasonCode })}` : ''}
            </p>
          </div>
          <div className="shrink-0 space-y-1 text-right">
            <p className="font-semibold whitespace-nowrap tabular-nums">{formatCents(payout.amountCents)}</p>
            <Badge tone={statusTone[payout.status]}>{t(`status.${payout.status}`)}</Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}
