import type { SepaBatchView } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { FilePlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { Pagination } from '../../../../components/ui/pagination';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { useToast } from '../../../../components/ui/toast';
import {
  useCancelSepaBatch,
  useCreateSepaBatch,
  useDownloadSepaBatch,
  useSepaBatches,
  useSepaBatchLeftOut,
  useSubmitSepaBatch,
} from '../../api/sepa-batches';
import { type PendingBatchAction, SepaBatchConfirmDialog } from './sepa-batch-confirm-dialog';
import { SepaBatchLeftOut } from './sepa-batch-left-out';
import { type SepaBatchAction, SepaBatchTable } from './sepa-batch-table';

/** pain.008 batches: create one (with confirmation), download it, mark it sent or cancel it (issue 5). */
export function SepaBatchCard() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBilling.sepaBatches' });
  const errorText = useApiErrorText('adminErrors');
  const toast = useToast();
  const [page, setPage] = useState(1);
  const batches = useSepaBatches(page);
  const leftOut = useSepaBatchLeftOut();
  const create = useCreateSepaBatch();
  const submit = useSubmitSepaBatch();
  const cancel = useCancelSepaBatch();
  const download = useDownloadSepaBatch();
  const [pending, setPending] = useState<PendingBatchAction | null>(null);

  const createNow = () =>
    create.mutate(undefined, {
      onSuccess: (batch) => {
        if (batch) {
          toast(
            t('created', {
              messageId: batch.messageId,
              count: batch.numberOfTransactions,
              total: formatCents(batch.controlSumCents),
            }),
            { tone: 'success' },
          );
        }
      },
    });

  const changeStatus = (action: 'submit' | 'cancel', batch: SepaBatchView) => {
    const mutation = action === 'submit' ? submit : cancel;
    mutation.mutate(batch.id, {
      onSuccess: () =>
        toast(t(action === 'submit' ? 'submitted' : 'cancelled', { messageId: batch.messageId }), {
          tone: 'success',
        }),
      onError: (error) => toast(t('actionFailed', { error: errorText(error) }), { tone: 'error' }),
    });
  };

  const onAction = (action: SepaBatchAction, batch: SepaBatchView) => {
    if (action === 'download') {
      download.mutate(batch, {
        onSuccess: (filename) => toast(t('saved', { filename }), { tone: 'success' }),
        onError: (error) => toast(t('downloadFailed', { error: errorText(error) }), { tone: 'error' }),
      });
      return;
    }
    setPending({ action, batch });
  };

  const confirm = () => {
    if (!pending) return;
    setPending(null);
    if (pending.action === 'create') createNow();
    else changeStatus(pending.action, pending.batch);
  };

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-4 sm:flex-row">
        <div className="space-y-1.5">
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </div>
        <Button onClick={() => setPending({ action: 'create' })} isLoading={create.isPending}>
          <FilePlus className="size-4" aria-hidden="true" />
          {t('create')}
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {create.isError ? (
          <ErrorWithRetry
            message={t('createFailed', { error: errorText(create.error) })}
            onRetry={createNow}
            isRetrying={create.isPending}
            retryLabel={t('retry')}
          />
        ) : null}
        {create.isSuccess && create.data === null ? <Alert variant="info">{t('nothingDue')}</Alert> : null}
        <SepaBatchLeftOut leftOut={leftOut.data} />
        {batches.isPending ? <Spinner label={t('loading')} /> : null}
        {batches.isError ? (
          <ErrorWithRetry
            message={t('loadError', { error: errorText(batches.error) })}
            onRetry={() => void batches.refetch()}
            isRetrying={batches.isFetching}
            retryLabel={t('retry')}
          />
        ) : null}
        {batches.data && !batches.isError ? (
          batches.data.batches.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{t('empty')}</p>
          ) : (
            <>
              <SepaBatchTable
                batches={batches.data.batches}
                onAction={onAction}
                busy={submit.isPending || cancel.isPending || download.isPending}
              />
              <Pagination
                keyPrefix="adminOverview.pagination"
                page={batches.data.pagination.page}
                totalPages={batches.data.pagination.totalPages}
                totalItems={batches.data.pagination.totalItems}
                onPageChange={setPage}
                disabled={batches.isFetching}
              />
            </>
          )
        ) : null}
      </CardContent>
      <SepaBatchConfirmDialog pending={pending} onClose={() => setPending(null)} onConfirm={confirm} />
    </Card>
  );
}
