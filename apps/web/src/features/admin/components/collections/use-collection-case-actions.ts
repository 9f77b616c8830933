import type { CollectionCase, LetterType, SkippedItem } from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/ui/toast';
import { isApiError } from '../../../../lib/api/api-error';
import { skippedText } from '../../../../lib/api/api-error-text';
import { useDownloadLetter, useIssueLetter } from '../../api/collection-letters';
import {
  type StageChange,
  useBulkCaseStage,
  useBulkSuspend,
  useUpdateCaseStage,
} from '../../api/collections';
import type { ArrangementTarget } from '../arrangements/customer-arrangement-dialog';
import type { PendingLetters } from '../letters/letter-confirm-dialog';
import type { WaivableLetter } from '../letters/waive-fee-dialog';
import { mutationErrorText } from '../shell/mutation-error-text';
import type { LetterToDownload } from './case-letters-cell';
import { useCaseNextStep } from './case-next-step';
import type { CollectionBulkChoice } from './collection-bulk-bar';
import type { CollectionRowAction } from './collection-row-menu';
import type { SkippedCase } from './skipped-cases-alert';
import type { PendingSuspension } from './suspend-confirm-dialog';
import type { StageTarget } from './update-stage-dialog';
import { useBulkLetters } from './use-bulk-letters';
import type { CollectionListState } from './use-collection-list-state';

type BulkResult = { done: number; skipped: SkippedItem[] };

/** Row and bulk actions of the Collection Center, each ending in a toast (SPEC §8). */
export function useCollectionCaseActions(rows: CollectionCase[], state: CollectionListState) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections' });
  const { t: tRoot } = useTranslation();
  const toast = useToast();
  const nextStepOf = useCaseNextStep();
  const updateStage = useUpdateCaseStage();
  const bulkStage = useBulkCaseStage();
  const bulkSuspend = useBulkSuspend();
  const issueLetter = useIssueLetter();
  const download = useDownloadLetter();
  const [stageTarget, setStageTarget] = useState<StageTarget | null>(null);
  const [suspension, setSuspension] = useState<PendingSuspension | null>(null);
  const [skipped, setSkipped] = useState<SkippedCase[]>([]);
  // Issue 20: a letter goes out only after the count and the fees were confirmed.
  const [pendingLetters, setPendingLetters] = useState<PendingLetters | null>(null);
  const [waiving, setWaiving] = useState<WaivableLetter | null>(null);
  const [arrangementFor, setArrangementFor] = useState<ArrangementTarget | null>(null);
  const errorText = (error: unknown) => mutationErrorText(error, tRoot);
  const nameOf = (id: string) => rows.find((row) => row.id === id)?.customerName ?? id;
  const selectedRows = rows.filter((row) => state.selected.has(row.id));
  const bulkLetters = useBulkLetters(selectedRows, { onDone: state.clearSelection, setSkipped });

  const finishBulk = (action: string, result: BulkResult) => {
    state.clearSelection();
    setSkipped(
      result.skipped.map((item) => ({
        customer: nameOf(item.id),
        reason: skippedText(item, tRoot, 'adminErrors'),
      })),
    );
    if (result.done > 0) toast(t('bulk.done', { action, count: result.done }), { tone: 'success' });
  };

  const submitStage = (change: StageChange) => {
    const target = stageTarget;
    const [id] = target?.ids ?? [];
    if (!target || !id) return;
    const onError = (error: unknown) =>
      toast(t('toasts.stageFailed', { message: errorText(error) }), { tone: 'error' });
    const row = target.row;
    if (row) {
      updateStage.mutate(
        { id, ...change },
        {
          onSuccess: () => {
            setStageTarget(null);
            toast(
              t('toasts.stageUpdated', { customer: row.customerName, stage: t(`stages.${change.stage}`) }),
              {
                tone: 'success',
              },
            );
          },
          onError,
        },
      );
      return;
    }
    bulkStage.mutate(
      { caseIds: target.ids, ...change },
      {
        onSuccess: (result) => {
          setStageTarget(null);
          finishBulk(t('bulk.updateStage'), result);
        },
        onError,
      },
    );
  };

  const issue = (letterType: LetterType, row: CollectionCase) =>
    issueLetter.mutate(
      { customerId: row.customerId, letterType },
      {
        onSuccess: (letter) =>
          toast(
            t('toasts.letterIssued', {
              type: t(`letterTypes.${letterType}`),
              number: letter.letterNumber,
              customer: row.customerName,
            }),
            { tone: 'success' },
          ),
        onError: (error) =>
          toast(t('toasts.letterFailed', { customer: row.customerName, message: errorText(error) }), {
            tone: 'error',
          }),
      },
    );

  const downloadLetter = (letter: LetterToDownload) =>
    download.mutate(letter, {
      onError: (error) =>
        toast(
          t('toasts.downloadFailed', {
            status: isApiError(error) ? error.status : '',
            text: errorText(error),
          }),
          { tone: 'error' },
        ),
    });

  const onRowAction = (action: CollectionRowAction, row: CollectionCase) => {
    if (action === 'updateStage') setStageTarget({ ids: [row.id], row });
    else if (action === 'notice' || action === 'collection')
      setPendingLetters({
        request: { letterType: action, customerIds: [row.customerId] },
        row: { invoiceNumber: row.invoiceNumber, nextStep: nextStepOf(row) },
        send: () => {
          setPendingLetters(null);
          issue(action, row);
        },
      });
    else if (action === 'arrangement')
      setArrangementFor({
        userId: row.customerId,
        customerName: row.customerName,
        arrangementId: row.arrangement?.id ?? null,
      });
    else if (action === 'waiveFee') {
      if (row.collectionLetter) setWaiving({ ...row.collectionLetter, customerName: row.customerName });
    } else {
      const letter = action === 'downloadNotice' ? row.noticeLetter : row.collectionLetter;
      if (letter) downloadLetter(letter);
    }
  };

  const onBulk = (choice: CollectionBulkChoice) => {
    const ids = selectedRows.map((row) => row.id);
    if (ids.length === 0) {
      toast(t('bulk.noneSelected'), { tone: 'error' });
      return;
    }
    if (choice === 'notices' || choice === 'collectionLetters') {
      const letterType = choice === 'notices' ? 'notice' : 'collection';
      const subscriptionIds = bulkLetters.prepare();
      if (subscriptionIds)
        setPendingLetters({
          request: { letterType, subscriptionIds },
          send: () => {
            setPendingLetters(null);
            bulkLetters.send(letterType);
          },
        });
    } else if (choice === 'updateStage') setStageTarget({ ids, row: null });
    else
      setSuspension({
        caseIds: ids,
        customerCount: new Set(selectedRows.map((row) => row.customerId)).size,
      });
  };

  const confirmSuspension = (pending: PendingSuspension) => {
    setSuspension(null);
    bulkSuspend.mutate(pending.caseIds, {
      onSuccess: (result) => finishBulk(t('bulk.suspend'), result),
      onError: (error) => toast(t('toasts.suspendFailed', { message: errorText(error) }), { tone: 'error' }),
    });
  };

  return {
    /** Only selected rows still on the page count: a resolved case drops out of the list. */
    selectedCount: selectedRows.length,
    onRowAction,
    onBulk,
    downloadLetter,
    downloading: download.isPending ? (download.variables?.id ?? null) : null,
    stageTarget,
    closeStageDialog: () => setStageTarget(null),
    submitStage,
    stageBusy: updateStage.isPending || bulkStage.isPending,
    suspension,
    cancelSuspension: () => setSuspension(null),
    confirmSuspension,
    pendingLetters,
    cancelLetters: () => setPendingLetters(null),
    /** The incassobrief whose open costs are being waived (issue 27). */
    waiving,
    closeWaiving: () => setWaiving(null),
    /** The customer whose payment arrangement is open, or for whom one is being agreed (issue 30). */
    arrangementFor,
    closeArrangement: () => setArrangementFor(null),
    /** A skipped id of the letter preview: a selected subscription or the row's customer. */
    nameOfLetterTarget: (id: string) =>
      bulkLetters.customerOf(id) ?? rows.find((row) => row.customerId === id)?.customerName ?? id,
    skipped,
    dismissSkipped: () => setSkipped([]),
    rowBusy: issueLetter.isPending || updateStage.isPending,
    bulkBusy: bulkStage.isPending || bulkSuspend.isPending || bulkLetters.isPending,
  };
}
