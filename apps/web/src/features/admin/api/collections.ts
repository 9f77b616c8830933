import {
  type CollectionCasesQuery,
  type CollectionExportQuery,
  type CollectionStage,
  collectionActionListResponseSchema,
  collectionBulkResultSchema,
  collectionCaseListResponseSchema,
  collectionCaseResponseSchema,
  dunningRunResponseSchema,
} from '@hostportaal/contract';
import { amsterdamToday } from '@hostportaal/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { downloadFile } from '../../../lib/api/download-file';
import { adminQueryKey } from './admin-query-key';
import { adminSubscriptionsKey } from './admin-subscriptions';
import { sepaManagementKey } from './sepa-management';

// Collection Center (issue 6, SPEC §2): the cases, their history and what staff do with them.
export const collectionsKey = [...adminQueryKey, 'collections'] as const;
export const collectionCasesKey = [...collectionsKey, 'cases'] as const;
export const collectionActionsKey = [...collectionsKey, 'actions'] as const;
export const COLLECTION_CASES_PAGE_SIZE = 20;
export const RECENT_ACTIONS_LIMIT = 20;

export type CollectionCasesListQuery = Omit<CollectionCasesQuery, 'limit'>;
type CaseFilters = Omit<CollectionCasesListQuery, 'page'>;

function setFilters(params: URLSearchParams, query: CaseFilters): URLSearchParams {
  if (query.search) params.set('search', query.search);
  if (query.stage) params.set('stage', query.stage);
  if (query.riskLevel) params.set('riskLevel', query.riskLevel);
  if (query.amountBand) params.set('amountBand', query.amountBand);
  params.set('sortBy', query.sortBy);
  params.set('sortOrder', query.sortOrder);
  return params;
}

/** Only the parameters that are set go into the query string, in a fixed order. */
export function collectionCasesSearch(query: CollectionCasesListQuery): URLSearchParams {
  const { page, ...filters } = query;
  return setFilters(
    new URLSearchParams({ page: String(page), limit: String(COLLECTION_CASES_PAGE_SIZE) }),
    filters,
  );
}

export const collectionCasesQuery = (query: CollectionCasesListQuery) =>
  queryOptions({
    queryKey: [...collectionCasesKey, query] as const,
    // Annotated so the data type comes from the fetcher, not from keepPreviousData.
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiClient
        .get(
          `/api/admin/collections/cases?${collectionCasesSearch(query)}`,
          collectionCaseListResponseSchema,
          { signal },
        )
        .then((body) => body.data),
    placeholderData: keepPreviousData,
  });

export function useCollectionCases(query: CollectionCasesListQuery) {
  return useQuery(collectionCasesQuery(query));
}

export const collectionActionsQuery = () =>
  queryOptions({
    queryKey: collectionActionsKey,
    queryFn: ({ signal }) =>
      apiClient
        .get(
          `/api/admin/collections/actions?${new URLSearchParams({ limit: String(RECENT_ACTIONS_LIMIT) })}`,
          collectionActionListResponseSchema,
          { signal },
        )
        .then((body) => body.data.actions),
  });

export function useCollectionActions() {
  return useQuery(collectionActionsQuery());
}

/** One customer's history (Incasso Beheer's details), online payments through Mollie included (issue 29). */
export const customerCollectionActionsQuery = (customerId: string) =>
  queryOptions({
    queryKey: [...collectionActionsKey, 'customer', customerId] as const,
    queryFn: ({ signal }) =>
      apiClient
        .get(
          `/api/admin/collections/actions?${new URLSearchParams({ limit: String(RECENT_ACTIONS_LIMIT), customerId })}`,
          collectionActionListResponseSchema,
          { signal },
        )
        .then((body) => body.data.actions),
  });

export function useCustomerCollectionActions(customerId: string) {
  return useQuery(customerCollectionActionsQuery(customerId));
}

/** Every case action changes the list, the stat cards and the history; a suspension also the subscriptions. */
export function useInvalidateCollections() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: collectionCasesKey }),
      queryClient.invalidateQueries({ queryKey: collectionActionsKey }),
      queryClient.invalidateQueries({ queryKey: adminSubscriptionsKey }),
      queryClient.invalidateQueries({ queryKey: sepaManagementKey }),
    ]);
}

export interface StageChange {
  stage: CollectionStage;
  note: string;
}

export function useUpdateCaseStage() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: ({ id, ...body }: StageChange & { id: string }) =>
      apiClient
        .patch(
          `/api/admin/collections/cases/${encodeURIComponent(id)}/stage`,
          body,
          collectionCaseResponseSchema,
        )
        .then((response) => response.data.case),
    onSuccess: invalidate,
  });
}

export function useBulkCaseStage() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (body: StageChange & { caseIds: string[] }) =>
      apiClient
        .post('/api/admin/collections/cases/bulk-stage', body, collectionBulkResultSchema)
        .then((response) => response.data),
    onSuccess: invalidate,
  });
}

export function useBulkSuspend() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (caseIds: string[]) =>
      apiClient
        .post('/api/admin/collections/cases/bulk-suspend', { caseIds }, collectionBulkResultSchema)
        .then((response) => response.data),
    onSuccess: invalidate,
  });
}

export function useRunDunning() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: () =>
      apiClient.post('/api/admin/collections/run', {}, dunningRunResponseSchema).then((body) => body.data),
    onSuccess: invalidate,
  });
}

export type CollectionExportRequest = CollectionExportQuery;

const acceptOf = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export function collectionExportPath({ format, ...filters }: CollectionExportRequest): string {
  return `/api/admin/collections/export?${setFilters(new URLSearchParams({ format }), filters)}`;
}

/** Export Report: the cases of the current filters, streamed by the server; resolves with the file name. */
export function downloadCollectionExport(request: CollectionExportRequest) {
  return downloadFile(collectionExportPath(request), {
    accept: acceptOf[request.format],
    fallbackName: `collections-${amsterdamToday(new Date())}.${request.format}`,
  });
}

export function useDownloadCollectionExport() {
  return useMutation({ mutationFn: downloadCollectionExport });
}
