import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Pagination } from '../../../../components/ui/pagination';
import { Spinner } from '../../../../components/ui/spinner';
import { useCollectionActions, useCollectionCases } from '../../api/collections';
import { CustomerArrangementDialog } from '../arrangements/customer-arrangement-dialog';
import { LetterConfirmDialog } from '../letters/letter-confirm-dialog';
import { WaiveFeeDialog } from '../letters/waive-fee-dialog';
import { mutationErrorText } from '../shell/mutation-error-text';
import { visibleText } from '../shell/visible-text';
import { CollectionBulkBar } from './collection-bulk-bar';
import { CollectionEmptyState, isFiltered } from './collection-empty-state';
import { CollectionErrorBanner } from './collection-error-banner';
import { CollectionFilters } from './collection-filters';
import { CollectionStats } from './collection-stats';
import { CollectionTable } from './collection-table';
import { CollectionToolbar } from './collection-toolbar';
import { type SkippedCase, SkippedCasesAlert } from './skipped-cases-alert';
import { SuspendConfirmDialog } from './suspend-confirm-dialog';
import { UpdateStageDialog } from './update-stage-dialog';
import { useCollectionCaseActions } from './use-collection-case-actions';
import { useCollectionListState } from './use-collection-list-state';

const mutedText = 'py-6 text-center text-sm text-slate-600 dark:text-slate-400';

/** SPEC §2 Collection Center: stat cards, filters, the paged case table and its row and bulk actions. */
export function CollectionCenterCard() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections' });
  const { t: tRoot } = useTranslation();
  const state = useCollectionListState();
  const list = useCollectionCases(state.query);
  const recent = useCollectionActions();
  // The banner closes until the next failure: a newer error has a newer errorUpdatedAt.
  const [closedErrorAt, setClosedErrorAt] = useState<number | null>(null);
  const rows = list.data?.cases ?? [];
  const actions = useCollectionCaseActions(rows, state);
  const refresh = () => void Promise.all([list.refetch(), recent.refetch()]);
  const showBanner = list.isError && closedErrorAt !== list.errorUpdatedAt;
  // The customers the last dunning run could not take a step further, with the reason (issue 26).
  const [runFailures, setRunFailures] = useState<SkippedCase[]>([]);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </div>
        <CollectionToolbar
          query={state.query}
          onRefresh={refresh}
          isRefreshing={list.isFetching}
          onRun={(result) =>
            setRunFailures(
              result.failures.map((item) => ({
                customer: visibleText(item.customerName),
                reason: item.reason,
              })),
            )
          }
        />
      </CardHeader>
      <CardContent className="space-y-4">
        {showBanner ? (
          <CollectionErrorBanner
            message={mutationErrorText(list.error, tRoot)}
            onRetry={() => void list.refetch()}
            isRetrying={list.isFetching}
            onClose={() => setClosedErrorAt(list.errorUpdatedAt)}
          />
        ) : null}
        <CollectionStats stats={list.data?.stats} failed={list.isError} />
        <CollectionFilters state={state} />
        <CollectionBulkBar
          count={actions.selectedCount}
          busy={actions.bulkBusy}
          onChoose={actions.onBulk}
          onClear={state.clearSelection}
        />
        <SkippedCasesAlert skipped={actions.skipped} onDismiss={actions.dismissSkipped} />
        <SkippedCasesAlert
          title={t('runFailuresTitle', { count: runFailures.length })}
          skipped={runFailures}
          onDismiss={() => setRunFailures([])}
        />
        {list.data ? (
          rows.length === 0 ? (
            <CollectionEmptyState filtered={isFiltered(state)} onClear={state.clearFilters} />
          ) : (
            <>
              <CollectionTable
                cases={rows}
                state={state}
                onAction={actions.onRowAction}
                onDownload={actions.downloadLetter}
                downloading={actions.downloading}
                busy={actions.rowBusy}
              />
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
          )
        ) : list.isPending ? (
          <Spinner label={t('loading')} />
        ) : showBanner ? null : (
          <p className={mutedText}>{t('unavailable')}</p>
        )}
      </CardContent>
      {actions.stageTarget ? (
        <UpdateStageDialog
          target={actions.stageTarget}
          busy={actions.stageBusy}
          onCancel={actions.closeStageDialog}
          onSubmit={actions.submitStage}
        />
      ) : null}
      <LetterConfirmDialog
        pending={actions.pendingLetters}
        keyPrefix="adminCollections.confirmLetters"
        nameOf={actions.nameOfLetterTarget}
        onCancel={actions.cancelLetters}
      />
      <WaiveFeeDialog letter={actions.waiving} onClose={actions.closeWaiving} />
      <CustomerArrangementDialog target={actions.arrangementFor} onClose={actions.closeArrangement} />
      <SuspendConfirmDialog
        pending={actions.suspension}
        onCancel={actions.cancelSuspension}
        onConfirm={actions.confirmSuspension}
      />
    </Card>
  );
}
