import type { LetterType, SepaSubscription } from '@hostportaal/contract';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { Pagination } from '../../../../components/ui/pagination';
import { Spinner } from '../../../../components/ui/spinner';
import { useToast } from '../../../../components/ui/toast';
import { skippedText } from '../../../../lib/api/api-error-text';
import { useGenerateBulkLetters, useIssueLetter } from '../../api/collection-letters';
import {
  type SepaBulkAction,
  useRetryPayment,
  useSendReminder,
  useSepaBulkAction,
  useSepaStatistics,
  useSepaSubscriptions,
  useSuspendService,
} from '../../api/sepa-management';
import { mutationErrorText } from '../shell/mutation-error-text';
import { SepaBulkBar, type SepaBulkChoice } from './sepa-bulk-bar';
import { SepaDetailsDialog } from './sepa-details-dialog';
import { SepaFilters } from './sepa-filters';
import { SepaMetrics } from './sepa-metrics';
import type { SepaRowAction } from './sepa-row-actions';
import { type PendingSuspension, SepaSuspendDialog } from './sepa-suspend-dialog';
import { SepaTable } from './sepa-table';
import { useSepaListState } from './use-sepa-list-state';

type Skipped = { customer: string; reason: string };

/** SEPA Direct Debit Management (SPEC §2, issue 5): metrics, filters, table, row and bulk actions. */
export function SepaManagementCard() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSepa' });
  const { t: tRoot } = useTranslation();
  const toast = useToast();
  const state = useSepaListState();
  const list = useSepaSubscriptions(state.query);
  const statistics = useSepaStatistics();
  const sendReminder = useSendReminder();
  const retryPayment = useRetryPayment();
  const suspendService = useSuspendService();
  const bulk = useSepaBulkAction();
  const issueLetter = useIssueLetter();
  const bulkLetters = useGenerateBulkLetters();
  const [details, setDetails] = useState<SepaSubscription | null>(null);
  const [suspension, setSuspension] = useState<PendingSuspension | null>(null);
  const [skipped, setSkipped] = useState<Skipped[]>([]);
  const rows = list.data?.subscriptions ?? [];
  const selectedIds = [...state.selected];
  const nameOf = (id: string) => rows.find((row) => row.id === id)?.customerName ?? id;
  const errorText = (error: unknown) => mutationErrorText(error, tRoot);
  const busy =
    sendReminder.isPending ||
    retryPayment.isPending ||
    suspendService.isPending ||
    bulk.isPending ||
    issueLetter.isPending ||
    bulkLetters.isPending;

  // The 14-dagenbrief or incassobrief for all of the customer's claims in default (issue 6); the server
  // refuses with the legal reason when it may not be sent yet.
  const generateLetter = (letterType: LetterType, row: SepaSubscription) =>
    issueLetter.mutate(
      { customerId: row.userId, letterType },
      {
        onSuccess: (letter) =>
          toast(
            t('toasts.letterIssued', {
              letter: t(`toasts.letterTypes.${letterType}`),
              number: letter.letterNumber,
              customer: row.customerName,
            }),
            { tone: 'success' },
          ),
        onError: (error) =>
          toast(
            t(letterType === 'notice' ? 'toasts.noticeFailed' : 'toasts.letterFailed', {
              message: errorText(error),
            }),
            {
              tone: 'error',
            },
          ),
      },
    );

  const generateBulkLetters = (letterType: LetterType, ids: string[]) => {
    const type = t(`toasts.letterTypes.${letterType}`);
    bulkLetters.mutate(
      { subscriptionIds: ids, letterType },
      {
        onSuccess: (result) => {
          state.clearSelection();
          setSkipped(
            result.skipped.map((item) => ({
              customer: nameOf(item.id),
              reason: skippedText(item, tRoot, 'adminErrors'),
            })),
          );
          if (result.successCount === 0) toast(t('bulk.lettersNone'), { tone: 'error' });
          else if (result.errorCount > 0)
            toast(
              t('bulk.lettersPartial', {
                type,
                success: result.successCount,
                total: result.totalProcessed,
                failed: result.errorCount,
              }),
              { tone: 'info' },
            );
          else toast(t('bulk.lettersDone', { type, count: result.successCount }), { tone: 'success' });
        },
        onError: () => toast(t('bulk.lettersFailed'), { tone: 'error' }),
      },
    );
  };

  const runBulk = (action: SepaBulkAction, ids: string[]) => {
    const label = action === 'send-payment-reminders' ? t('bulk.sendReminders') : t('bulk.suspend');
    bulk.mutate(
      { action, subscriptionIds: ids },
      {
        onSuccess: (result) => {
          state.clearSelection();
          setSkipped(
            result.skipped.map((item) => ({
              customer: nameOf(item.id),
              reason: skippedText(item, tRoot, 'adminErrors'),
            })),
          );
          if (result.done > 0)
            toast(t('bulk.done', { action: label, count: result.done }), { tone: 'success' });
        },
        onError: () =>
          toast(action === 'send-payment-reminders' ? t('bulk.remindersFailed') : t('bulk.suspendFailed'), {
            tone: 'error',
          }),
      },
    );
  };

  const onBulk = (choice: SepaBulkChoice) => {
    if (selectedIds.length === 0) {
      toast(t('bulk.noneSelected'), { tone: 'error' });
      return;
    }
    if (choice === 'reminders') runBulk('send-payment-reminders', selectedIds);
    else if (choice === 'suspend') setSuspension({ ids: selectedIds, customer: null });
    else generateBulkLetters(choice === 'notices' ? 'notice' : 'collection', selectedIds);
  };

  const onAction = (action: SepaRowAction, row: SepaSubscription) => {
    switch (action) {
      case 'details':
        setDetails(row);
        return;
      case 'sendReminder':
        sendReminder.mutate(row.id, {
          onSuccess: () =>
            toast(t('toasts.reminderSent', { customer: row.customerName }), { tone: 'success' }),
          onError: (error) =>
            toast(t('toasts.reminderFailed', { message: errorText(error) }), { tone: 'error' }),
        });
        return;
      case 'retryPayment':
        retryPayment.mutate(row.id, {
          onSuccess: (result) =>
            toast(
              t('toasts.retryScheduled', {
                invoices: result.invoiceNumbers.join(', '),
                count: result.invoiceNumbers.length,
              }),
              { tone: 'success' },
            ),
          onError: (error) =>
            toast(t('toasts.retryFailed', { message: errorText(error) }), { tone: 'error' }),
        });
        return;
      case 'suspend':
        setSuspension({ ids: [row.id], customer: row.customerName });
        return;
      case 'notice':
        generateLetter('notice', row);
        return;
      case 'collectionLetter':
        generateLetter('collection', row);
        return;
    }
  };

  const confirmSuspension = (pending: PendingSuspension) => {
    setSuspension(null);
    const [id] = pending.ids;
    if (pending.customer && id && pending.ids.length === 1) {
      suspendService.mutate(id, {
        onSuccess: () => toast(t('toasts.suspended', { customer: pending.customer }), { tone: 'success' }),
        onError: (error) =>
          toast(t('toasts.suspendFailed', { message: errorText(error) }), { tone: 'error' }),
      });
    } else {
      runBulk('suspend-services', pending.ids);
    }
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </div>
        <Button
          variant="secondary"
          onClick={() => void Promise.all([list.refetch(), statistics.refetch()])}
          isLoading={list.isFetching || statistics.isFetching}
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('refresh')}
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        <SepaMetrics />
        <SepaFilters state={state} />
        <SepaBulkBar
          count={selectedIds.length}
          busy={bulk.isPending}
          onChoose={onBulk}
          onClear={state.clearSelection}
        />
        {skipped.length > 0 ? (
          <Alert variant="info" title={t('bulk.skippedTitle')}>
            <ul className="list-disc space-y-0.5 pl-4">
              {skipped.map((item) => (
                <li key={`${item.customer}-${item.reason}`}>{t('bulk.skipped', item)}</li>
              ))}
            </ul>
            <Button size="sm" variant="ghost" className="mt-2" onClick={() => setSkipped([])}>
              {t('bulk.dismiss')}
            </Button>
          </Alert>
        ) : null}
        {list.isPending ? (
          <Spinner label={t('loading')} />
        ) : list.isError ? (
          <ErrorWithRetry
            title={t('loadError')}
            message={errorText(list.error)}
            onRetry={() => void list.refetch()}
            isRetrying={list.isFetching}
            retryLabel={t('retry')}
          />
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{t('empty')}</p>
        ) : (
          <>
            <SepaTable subscriptions={rows} state={state} onAction={onAction} busy={busy} />
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('summary', { shown: rows.length, total: list.data.pagination.totalItems })}
            </p>
            <Pagination
              keyPrefix="adminOverview.pagination"
              page={list.data.pagination.page}
              totalPages={list.data.pagination.totalPages}
              totalItems={list.data.pagination.totalItems}
              onPageChange={state.setPage}
              disabled={list.isFetching}
            />
          </>
        )}
      </CardContent>
      <SepaDetailsDialog subscription={details} onClose={() => setDetails(null)} />
      <SepaSuspendDialog
        pending={suspension}
        onCancel={() => setSuspension(null)}
        onConfirm={confirmSuspension}
      />
    </Card>
  );
}
