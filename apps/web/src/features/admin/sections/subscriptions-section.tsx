import type { AdminSubscription } from '@hostportaal/contract';
import { Plus, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorWithRetry } from '../../../components/ui/error-with-retry';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { usePermission } from '../../../lib/session/use-permission';
import { useAdminSubscription, useAdminSubscriptions } from '../api/admin-subscriptions';
import { mutationErrorText } from '../components/shell/mutation-error-text';
import { useDeepLink } from '../components/shell/use-deep-link';
import { BulkReactivateDialog } from '../components/subscriptions/bulk-reactivate-dialog';
import {
  NewSubscriptionDialog,
  type NewSubscriptionState,
} from '../components/subscriptions/new-subscription-dialog';
import { SubscriptionDetailDialog } from '../components/subscriptions/subscription-detail-dialog';
import { SubscriptionFilters } from '../components/subscriptions/subscription-filters';
import { SubscriptionTable } from '../components/subscriptions/subscription-table';
import { useSubscriptionListState } from '../components/subscriptions/use-subscription-list-state';

/**
 * Administration Dashboard section "subscriptions" (issue 4): server-paged list and every change. Changes
 * are billing; support reads the list and the details only (issue 18).
 */
export function SubscriptionsSection() {
  const { t } = useTranslation();
  const mayChange = usePermission()('billing');
  const state = useSubscriptionListState();
  const list = useAdminSubscriptions(state.query);
  const [open, setOpen] = useState<AdminSubscription | null>(null);
  const [creating, setCreating] = useState<NewSubscriptionState>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  // `?subscription=<id>` (the header search) opens that subscription's details over the list.
  const [linkedId, clearLinkedId] = useDeepLink('subscription');
  const linked = useAdminSubscription(linkedId);
  const shown = open ?? (linkedId ? (linked.data ?? null) : null);
  const closeDetail = () => {
    setOpen(null);
    if (linkedId) clearLinkedId();
  };
  const rows = list.data?.subscriptions ?? [];
  const selectedIds = [...state.selected];

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <CardTitle>{t('adminCatalog.subscriptions.title')}</CardTitle>
          <CardDescription>{t('adminCatalog.subscriptions.intro')}</CardDescription>
        </div>
        {mayChange ? (
          <Button onClick={() => setCreating({ from: null })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('adminCatalog.subscriptions.create.title')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4">
        {linkedId && linked.isError ? (
          <ErrorWithRetry
            title={t('adminCatalog.subscriptions.linkError')}
            message={mutationErrorText(linked.error, t)}
            onRetry={() => void linked.refetch()}
            isRetrying={linked.isFetching}
            retryLabel={t('adminCatalog.retry')}
            onDismiss={clearLinkedId}
            dismissLabel={t('adminCatalog.close')}
          />
        ) : null}
        <SubscriptionFilters state={state} />
        {mayChange && selectedIds.length > 0 ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-100 px-4 py-2 text-sm dark:bg-slate-800">
            <span>{t('adminCatalog.bulk.selected', { count: selectedIds.length })}</span>
            <Button size="sm" onClick={() => setBulkOpen(true)}>
              <RotateCcw className="size-4" aria-hidden="true" />
              {t('adminCatalog.bulk.open')}
            </Button>
            <Button size="sm" variant="ghost" onClick={state.clearSelection}>
              {t('adminCatalog.bulk.clear')}
            </Button>
          </div>
        ) : null}
        {list.isPending ? (
          <Spinner label={t('adminCatalog.loading')} />
        ) : list.isError ? (
          <ErrorWithRetry
            title={t('adminCatalog.subscriptions.loadError')}
            message={mutationErrorText(list.error, t)}
            onRetry={() => void list.refetch()}
            retryLabel={t('adminCatalog.retry')}
          />
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
            {t('adminCatalog.subscriptions.empty')}
          </p>
        ) : (
          <>
            <SubscriptionTable subscriptions={rows} state={state} onOpen={setOpen} selectable={mayChange} />
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
      <SubscriptionDetailDialog
        subscription={shown}
        onClose={closeDetail}
        onNewForCustomer={(from) => {
          closeDetail();
          setCreating({ from });
        }}
      />
      <NewSubscriptionDialog state={creating} onClose={() => setCreating(null)} />
      <BulkReactivateDialog
        open={bulkOpen}
        subscriptionIds={selectedIds}
        titles={new Map(rows.map((row) => [row.id, `${row.title} (${row.customerName})`]))}
        onClose={() => setBulkOpen(false)}
        onDone={state.clearSelection}
      />
    </Card>
  );
}
