import {
  type AdminSubscriptionsQuery,
  adminSubscriptionListResponseSchema,
  adminSubscriptionResponseSchema,
} from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';

export const adminSubscriptionsKey = [...adminQueryKey, 'subscriptions'] as const;
export const ADMIN_SUBSCRIPTIONS_PAGE_SIZE = 20;

export type AdminSubscriptionsListQuery = Omit<AdminSubscriptionsQuery, 'limit' | 'userId'>;

/** Only the parameters that are set go into the query string, in a fixed order. */
export function adminSubscriptionsSearch(query: AdminSubscriptionsListQuery): URLSearchParams {
  const params = new URLSearchParams({
    page: String(query.page),
    limit: String(ADMIN_SUBSCRIPTIONS_PAGE_SIZE),
  });
  if (query.search) params.set('search', query.search);
  if (query.status) params.set('status', query.status);
  if (query.serviceStatus) params.set('serviceStatus', query.serviceStatus);
  if (query.packageId) params.set('packageId', query.packageId);
  params.set('sortBy', query.sortBy);
  params.set('sortOrder', query.sortOrder);
  return params;
}

export function fetchAdminSubscriptions(query: AdminSubscriptionsListQuery) {
  return apiClient
    .get(`/api/admin/subscriptions?${adminSubscriptionsSearch(query)}`, adminSubscriptionListResponseSchema)
    .then((body) => body.data);
}

export const adminSubscriptionsQuery = (query: AdminSubscriptionsListQuery) =>
  queryOptions({
    queryKey: [...adminSubscriptionsKey, query] as const,
    queryFn: () => fetchAdminSubscriptions(query),
    placeholderData: keepPreviousData,
  });

export function useAdminSubscriptions(query: AdminSubscriptionsListQuery) {
  return useQuery(adminSubscriptionsQuery(query));
}

/** One subscription (GET /api/admin/subscriptions/:id), for a deep link `?subscription=<id>`. */
export const adminSubscriptionQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminSubscriptionsKey, 'detail', id] as const,
    queryFn: ({ signal }) =>
      apiClient
        .get(`/api/admin/subscriptions/${encodeURIComponent(id)}`, adminSubscriptionResponseSchema, {
          signal,
        })
        .then((body) => body.data.subscription),
  });

export function useAdminSubscription(id: string | null) {
  return useQuery({ ...adminSubscriptionQuery(id ?? ''), enabled: id !== null });
}
