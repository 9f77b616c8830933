import type {
  EnhancedBulkActionResult,
  EnhancedBulkOperation,
  EnhancedSubscription,
  SkippedItem,
} from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenWords } from '../../../../components/ui/screen-words';
import { useToast } from '../../../../components/ui/toast';
import { skippedText } from '../../../../lib/api/api-error-text';
import { saveBlob } from '../../../../lib/api/download-file';
import { useEnhancedBulkAction } from '../../api/enhanced-subscriptions';
import type { PendingLetters } from '../letters/letter-confirm-dialog';
import { serverMessageOf } from './failure-text';
import type { EnhancedListState } from './use-enhanced-list-state';

/**
 * SPEC §4 bulk operations: suspend asks first, and so does the 14-dagenbrief, showing the number of letters
 * and the collection costs they announce (issue 20); afterwards the toast 'Bulk operatie "…" uitgevoerd', every
 * skipped subscription in the notification list, the selection cleared, the panel closed and the list
 * reloaded (by the mutation's invalidation).
 */
export function useEnhancedBulkActions(
  rows: EnhancedSubscription[],
  state: EnhancedListState,
  notify: (messages: string[]) => void,
) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced' });
  const { t: tRoot } = useTranslation();
  // Incasso Beheer is in the user's language: a skipped subscription's reason from that catalogue.
  const { errors } = useScreenWords();
  const reasonOf = (item: SkippedItem) => skippedText(item, tRoot, errors);
  const toast = useToast();
  const bulk = useEnhancedBulkAction();
  const [panelOpen, setPanelOpen] = useState(false);
  const [pendingSuspend, setPendingSuspend] = useState<string[] | null>(null);
  const [pendingLetters, setPendingLetters] = useState<PendingLetters | null>(null);
  // Only selected rows still on the page count: a row can drop out of the list after a reload.
  const selectedIds = rows.filter((row) => state.selected.has(row.id)).map((row) => row.id);
  const customerOf = (id: string) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? (row.customerName ?? t('table.unknownCustomer')) : id;
  };

  const finish = (operation: EnhancedBulkOperation, result: EnhancedBulkActionResult) => {
    if (result.export) {
      saveBlob(new Blob([result.export.csv], { type: 'text/csv;charset=utf-8' }), result.export.fileName);
    }
    notify(
      result.skipped.map((item) =>
        t('notifications.skipped', { customer: customerOf(item.id), reason: reasonOf(item) }),
      ),
    );
    if (result.succeeded > 0) {
      toast(t('bulk.done', { operation: t(`bulk.operations.${operation}`) }), { tone: 'success' });
    } else {
      const [first] = result.skipped;
      toast(first ? reasonOf(first) : t('bulk.failed'), { tone: 'error' });
    }
    state.clearSelection();
    setPanelOpen(false);
  };

  const run = (operation: EnhancedBulkOperation, subscriptionIds: string[]) =>
    bulk.mutate(
      { operation, subscriptionIds },
      {
        onSuccess: (result) => finish(operation, result),
        onError: (error) => toast(serverMessageOf(error) ?? t('bulk.failed'), { tone: 'error' }),
      },
    );

  return {
    selectedCount: selectedIds.length,
    panelOpen,
    togglePanel: () => setPanelOpen((open) => !open),
    busy: bulk.isPending,
    choose: (operation: EnhancedBulkOperation) => {
      if (selectedIds.length === 0) return;
      if (operation === 'suspend') setPendingSuspend(selectedIds);
      else if (operation === 'send_notice') {
        const ids = selectedIds;
        setPendingLetters({
          request: { letterType: 'notice', subscriptionIds: ids },
          send: () => {
            setPendingLetters(null);
            run('send_notice', ids);
          },
        });
      } else run(operation, selectedIds);
    },
    pendingLetters,
    cancelLetters: () => setPendingLetters(null),
    customerOf,
    pendingSuspendCount: pendingSuspend?.length ?? null,
    cancelSuspend: () => setPendingSuspend(null),
    confirmSuspend: () => {
      if (pendingSuspend) run('suspend', pendingSuspend);
      setPendingSuspend(null);
    },
  };
}
