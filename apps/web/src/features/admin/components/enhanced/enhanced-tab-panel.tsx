import type { EnhancedStats, EnhancedTab, PriorityAction } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
import { usePermission } from '../../../../lib/session/use-permission';
import { OVERVIEW_LIMIT, type useEnhancedSubscriptions } from '../../api/enhanced-subscriptions';
import { EnhancedBulkBar } from './enhanced-bulk-bar';
import { EnhancedFilters } from './enhanced-filters';
import { EnhancedListFooter } from './enhanced-list-footer';
import { EnhancedStatCards } from './enhanced-stat-cards';
import { EnhancedTable } from './enhanced-table';
import type { RowHandlers } from './enhanced-table-row';
import { type FollowUp, FollowUpsPanel } from './follow-ups-panel';
import { PriorityActions } from './priority-actions';
import type { useEnhancedBulkActions } from './use-enhanced-bulk-actions';
import type { EnhancedListState } from './use-enhanced-list-state';

const mutedText = 'py-6 text-center text-sm text-slate-600 dark:text-slate-400';

/** One tab: its stat cards, the priority actions (overview) or follow-ups (notes), filters and the list. */
export function EnhancedTabPanel({
  tab,
  list,
  stats,
  state,
  bulk,
  handlers,
  onOpenFollowUp,
  errorShown,
}: {
  tab: EnhancedTab;
  list: ReturnType<typeof useEnhancedSubscriptions>;
  /** Loaded on their own route; absent while loading or after a failure (the page's banner says so). */
  stats: EnhancedStats | undefined;
  state: EnhancedListState;
  bulk: ReturnType<typeof useEnhancedBulkActions>;
  handlers: RowHandlers;
  onOpenFollowUp: (followUp: FollowUp) => void;
  /** The page's error banner (with its retry) is up: nothing to add here. */
  errorShown: boolean;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced' });
  const can = usePermission();
  const { data } = list;
  if (!data) {
    if (errorShown) return null;
    return list.isPending ? (
      <p
        role="status"
        className="flex items-center justify-center gap-2 py-10 text-slate-600 dark:text-slate-400"
      >
        <Spinner />
        {t('loading')}
      </p>
    ) : (
      <div className={mutedText}>
        <p>{t('unavailable')}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const rows = tab === 'overview' ? data.subscriptions.slice(0, OVERVIEW_LIMIT) : data.subscriptions;
  const openAction = (action: PriorityAction) => state.openAction(action);
  // Bulk actions change billing (issue 18): support sees the rows and their notes, no selection.
  const selectable = can('billing');
  return (
    <div className="space-y-6">
      {stats ? <EnhancedStatCards tab={tab} stats={stats} /> : null}
      {tab === 'overview' && stats ? (
        <PriorityActions actions={stats.priorityActions} onOpen={openAction} />
      ) : null}
      {tab === 'notes' ? <FollowUpsPanel onOpen={onOpenFollowUp} /> : null}
      <Card>
        <CardContent className="space-y-4">
          <EnhancedFilters state={state} />
          {selectable ? (
            <EnhancedBulkBar
              panelId={`enhanced-${tab}-bulk-panel`}
              count={bulk.selectedCount}
              open={bulk.panelOpen}
              busy={bulk.busy}
              onToggle={bulk.togglePanel}
              onChoose={bulk.choose}
              onClear={state.clearSelection}
            />
          ) : null}
          {rows.length === 0 ? (
            <p className={mutedText}>{t('table.empty')}</p>
          ) : (
            // While another page or filter loads, the rows shown are the previous ones: dimmed.
            <div
              aria-busy={list.isPlaceholderData || undefined}
              className={list.isPlaceholderData ? 'opacity-60' : undefined}
            >
              <EnhancedTable
                rows={rows}
                tab={tab}
                state={state}
                handlers={handlers}
                selectable={selectable}
              />
            </div>
          )}
          <EnhancedListFooter
            tab={tab}
            shown={rows.length}
            pagination={data.pagination}
            filtered={state.isFiltered}
            busy={list.isFetching}
            onPageChange={state.setPage}
            onShowAll={() => state.setTab('details')}
          />
        </CardContent>
      </Card>
    </div>
  );
}
