import { type EnhancedSubscription, enhancedTabSchema } from '@hostportaal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../components/document-title';
import { ErrorWithRetry } from '../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../components/ui/screen-words';
import { Tabs, TabsContent } from '../../../components/ui/tabs';
import {
  enhancedSubscriptionsKey,
  useEnhancedStats,
  useEnhancedSubscriptions,
} from '../api/enhanced-subscriptions';
import { ArrangementWordsProvider, incassoBeheerWords } from '../components/arrangements/arrangement-words';
import {
  type ArrangementTarget,
  CustomerArrangementDialog,
} from '../components/arrangements/customer-arrangement-dialog';
import { BulkSuspendDialog } from '../components/enhanced/bulk-suspend-dialog';
import { EnhancedHeader } from '../components/enhanced/enhanced-header';
import { EnhancedTabList } from '../components/enhanced/enhanced-tab-list';
import { EnhancedTabPanel } from '../components/enhanced/enhanced-tab-panel';
import type { FollowUp } from '../components/enhanced/follow-ups-panel';
import { NotesDialog, type NotesSubject } from '../components/enhanced/notes-dialog';
import { NotificationList } from '../components/enhanced/notification-list';
import { SubscriptionDetailsDialog } from '../components/enhanced/subscription-details-dialog';
import { useDashboardNotifications } from '../components/enhanced/use-dashboard-notifications';
import { useEnhancedBulkActions } from '../components/enhanced/use-enhanced-bulk-actions';
import { useEnhancedListState } from '../components/enhanced/use-enhanced-list-state';
import { LetterConfirmDialog } from '../components/letters/letter-confirm-dialog';

/**
 * Incasso Beheer (SPEC §2 "Enhanced Subscription Dashboard", issue 6): every subscription with its payment
 * and collection state, staff notes with follow-ups, and bulk actions. Admins only: the route sits behind
 * RequireAdmin, which shows 'Toegang Geweigerd' to everyone else.
 */
export function CollectionManagementPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced' });
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const state = useEnhancedListState();
  const list = useEnhancedSubscriptions(state.query);
  const stats = useEnhancedStats(state.query.dateRange);
  // The list or the stat cards failing shows one banner; its retry reloads both.
  const failed = list.isError ? list : stats.isError ? stats : null;
  const notifications = useDashboardNotifications();
  const rows = list.data?.subscriptions ?? [];
  const bulk = useEnhancedBulkActions(rows, state, notifications.add);
  const [details, setDetails] = useState<EnhancedSubscription | null>(null);
  const [notes, setNotes] = useState<NotesSubject | null>(null);
  const [arrangementFor, setArrangementFor] = useState<ArrangementTarget | null>(null);
  // The banner closes until the next failure: a newer error has a newer errorUpdatedAt.
  const [closedErrorAt, setClosedErrorAt] = useState<number | null>(null);
  const showBanner = failed !== null && closedErrorAt !== failed.errorUpdatedAt;
  const customerOf = (name: string | null) => name ?? t('table.unknownCustomer');

  const openNotes = (row: EnhancedSubscription) => {
    setDetails(null);
    setNotes({
      subscriptionId: row.id,
      customer: customerOf(row.customerName),
      subscriptionTitle: row.title,
      row,
    });
  };
  const openFollowUp = (item: FollowUp) =>
    setNotes({
      subscriptionId: item.subscriptionId,
      customer: customerOf(item.customerName),
      subscriptionTitle: item.subscriptionTitle,
      row: rows.find((row) => row.id === item.subscriptionId) ?? null,
    });
  // The dialog follows reloads of its row: a letter written from it has an id afterwards.
  const notesSubject = notes && {
    ...notes,
    row: rows.find((row) => row.id === notes.subscriptionId) ?? notes.row,
  };

  return (
    <section className="space-y-6" aria-labelledby="page-title">
      <DocumentTitle page={t('title')} />
      <EnhancedHeader
        searchText={state.searchText}
        onSearch={state.setSearchText}
        onRefresh={() => void queryClient.invalidateQueries({ queryKey: enhancedSubscriptionsKey })}
        isRefreshing={list.isFetching}
      />
      {showBanner ? (
        <ErrorWithRetry
          title={t('loadError')}
          message={errorText(failed?.error)}
          onRetry={() => void Promise.all([list.refetch(), stats.refetch()])}
          isRetrying={list.isFetching || stats.isFetching}
          retryLabel={t('retry')}
          onDismiss={() => setClosedErrorAt(failed?.errorUpdatedAt ?? null)}
          dismissLabel={t('close')}
        />
      ) : null}
      <NotificationList {...notifications} />
      <Tabs
        value={state.query.tab}
        onValueChange={(value) => {
          const tab = enhancedTabSchema.safeParse(value);
          if (tab.success) state.setTab(tab.data);
        }}
        className="space-y-6"
      >
        <EnhancedTabList stats={stats.data} />
        {enhancedTabSchema.options.map((tab) => (
          <TabsContent key={tab} value={tab} className="focus-visible:outline-none">
            <EnhancedTabPanel
              tab={tab}
              list={list}
              stats={stats.data}
              state={state}
              bulk={bulk}
              handlers={{
                onDetails: setDetails,
                onNotes: openNotes,
                onArrangement: (row) =>
                  setArrangementFor({
                    userId: row.userId,
                    customerName: customerOf(row.customerName),
                    arrangementId: null,
                  }),
              }}
              onOpenFollowUp={openFollowUp}
              errorShown={showBanner}
            />
          </TabsContent>
        ))}
      </Tabs>
      <SubscriptionDetailsDialog
        subscription={details}
        onClose={() => setDetails(null)}
        onAddNote={openNotes}
      />
      <NotesDialog subject={notesSubject} onClose={() => setNotes(null)} />
      {/* Incasso Beheer speaks the user's language: the arrangement dialogs too (issue 30). */}
      <ArrangementWordsProvider words={incassoBeheerWords}>
        <CustomerArrangementDialog target={arrangementFor} onClose={() => setArrangementFor(null)} />
      </ArrangementWordsProvider>
      <LetterConfirmDialog
        pending={bulk.pendingLetters}
        keyPrefix="enhanced.confirmLetters"
        nameOf={bulk.customerOf}
        onCancel={bulk.cancelLetters}
      />
      <BulkSuspendDialog
        count={bulk.pendingSuspendCount}
        onCancel={bulk.cancelSuspend}
        onConfirm={bulk.confirmSuspend}
      />
    </section>
  );
}
