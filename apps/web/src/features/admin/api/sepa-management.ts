import {
  type SepaSubscriptionsQuery,
  sepaAnalyticsResponseSchema,
  sepaBulkActionResponseSchema,
  sepaRetryResponseSchema,
  sepaStatisticsResponseSchema,
  sepaSubscriptionListResponseSchema,
  sepaSubscriptionResponseSchema,
} from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { adminInvoicesKey } from './admin-invoices';
import { adminQueryKey } from './admin-query-key';
import { adminSubscriptionsKey } from './admin-subscriptions';

// SEPA Direct Debit Management (issue 5): the list, its statistics and the reminder/retry/suspend actions.
export const sepaManagementKey = [...adminQueryKey, 'sepa-management'] as const;
export const SEPA_SUBSCRIPTIONS_PAGE_SIZE = 20;

export type SepaSubscriptionsListQuery = Omit<SepaSubscriptionsQuery, 'limit'>;

/** Only the parameters that are set go into the query string, in a fixed order. */
export function sepaSubscriptionsSearch(query: SepaSubscriptionsListQuery): URLSearchParams {
  const params = new URLSearchParams({
    page: String(query.page),
    limit: String(SEPA_SUBSCRIPTIONS_PAGE_SIZE),
  });
  if (query.search) params.set('search', query.search);
  if (query.status) params.set('status', query.status);
  if (query.paymentStatus) params.set('paymentStatus', query.paymentStatus);
  if (query.riskLevel) params.set('riskLevel', query.riskLevel);
  if (query.mandateStatus) params.set('mandateStatus', query.mandateStatus);
  if (query.amountMin !== undefined) params.set('amountMin', String(query.amountMin));
  if (query.amountMax !== undefined) params.set('amountMax', String(query.amountMax));
  params.set('sortBy', query.sortBy);
  params.set('sortOrder', query.sortOrder);
  return params;
}

export const sepaSubscriptionsQuery = (query: SepaSubscriptionsListQuery) =>
  queryOptions({
    queryKey: [...sepaManagementKey, 'list', query] as const,
    queryFn: () =>
      apiClient
        .get(
          `/api/admin/sepa-subscriptions?${sepaSubscriptionsSearch(query)}`,
          sepaSubscriptionListResponseSchema,
        )
        .then((body) => body.data),
    placeholderData: keepPreviousData,
  });

export function useSepaSubscriptions(query: SepaSubscriptionsListQuery) {
  return useQuery(sepaSubscriptionsQuery(query));
}

export const sepaStatisticsQuery = () =>
  queryOptions({
    queryKey: [...sepaManagementKey, 'statistics'] as const,
    queryFn: () =>
      apiClient.get('/api/admin/sepa-statistics', sepaStatisticsResponseSchema).then((body) => body.data),
  });

export function useSepaStatistics() {
  return useQuery(sepaStatisticsQuery());
}

const actionPath = (action: 'send-reminder' | 'retry-payment' | 'suspend-service', id: string) =>
  `/api/admin/${action}/${encodeURIComponent(id)}`;

// Every action changes the row, the header metrics, and possibly invoices and the subscription list.
function useInvalidateAfterSepaAction() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sepaManagementKey }),
      queryClient.invalidateQueries({ queryKey: adminInvoicesKey }),
      queryClient.invalidateQueries({ queryKey: adminSubscriptionsKey }),
    ]);
}

export function useSendReminder() {
  const invalidate = useInvalidateAfterSepaAction();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient
        .post(actionPath('send-reminder', id), {}, sepaSubscriptionResponseSchema)
        .then((body) => body.data),
    onSuccess: invalidate,
  });
}

export function useRetryPayment() {
  const invalidate = useInvalidateAfterSepaAction();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.post(actionPath('retry-payment', id), {}, sepaRetryResponseSchema).then((body) => body.data),
    onSuccess: invalidate,
  });
}

export function useSuspendService() {
  const invalidate = useInvalidateAfterSepaAction();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient
        .post(actionPath('suspend-service', id), {}, sepaSubscriptionResponseSchema)
        .then((body) => body.data),
    onSuccess: invalidate,
  });
}

export type SepaBulkAction = 'send-payment-reminders' | 'suspend-services';

export function useSepaBulkAction() {
  const invalidate = useInvalidateAfterSepaAction();
  return useMutation({
    mutationFn: ({ action, subscriptionIds }: { action: SepaBulkAction; subscriptionIds: string[] }) =>
      apiClient
        .post(`/api/admin/${action}`, { subscriptionIds }, sepaBulkActionResponseSchema)
        .then((body) => body.data),
    onSuccess: invalidate,
  });
}

export const sepaAnalyticsQuery = () =>
  queryOptions({
    queryKey: [...sepaManagementKey, 'analytics'] as const,
    queryFn: () =>
      apiClient
        .get('/api/subscription-analytics/sepa', sepaAnalyticsResponseSchema)
        .then((body) => body.data),
  });

export function useSepaAnalytics() {
  return useQuery(sepaAnalyticsQuery());
}
