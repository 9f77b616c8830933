import {
  createSepaBatchResponseSchema,
  type SepaBatchView,
  sepaBatchLeftOutResponseSchema,
  sepaBatchListResponseSchema,
  sepaBatchResponseSchema,
} from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { downloadFile } from '../../../lib/api/download-file';
import { adminInvoicesKey } from './admin-invoices';
import { adminQueryKey } from './admin-query-key';
import { pendingManualPaymentsKey } from './payments';
import { sepaManagementKey } from './sepa-management';

export const sepaBatchesKey = [...adminQueryKey, 'sepa-batches'] as const;

const batchPath = (id: string, action: 'file' | 'submit' | 'cancel') =>
  `/api/admin/sepa-batches/${encodeURIComponent(id)}/${action}`;

export const SEPA_BATCH_PAGE_SIZE = 20;

/** One page of batches, newest first. */
export function fetchSepaBatches(page: number) {
  const search = new URLSearchParams({ page: String(page), limit: String(SEPA_BATCH_PAGE_SIZE) });
  return apiClient
    .get(`/api/admin/sepa-batches?${search}`, sepaBatchListResponseSchema)
    .then((body) => body.data);
}

export const sepaBatchesQuery = (page: number) =>
  queryOptions({
    queryKey: [...sepaBatchesKey, 'list', page] as const,
    queryFn: () => fetchSepaBatches(page),
    placeholderData: keepPreviousData,
  });

export function useSepaBatches(page: number) {
  return useQuery(sepaBatchesQuery(page));
}

/**
 * What the next batch leaves out for the customer's data (issue 26); under the batches' key, so creating or
 * cancelling a batch refreshes it.
 */
export function useSepaBatchLeftOut() {
  return useQuery({
    queryKey: [...sepaBatchesKey, 'left-out'] as const,
    queryFn: () =>
      apiClient
        .get('/api/admin/sepa-batches/left-out', sepaBatchLeftOutResponseSchema)
        .then((body) => body.data),
  });
}

/** Resolves with null when nothing is due for collection yet (the server answers 200 with batch null). */
export function createSepaBatch(): Promise<SepaBatchView | null> {
  return apiClient
    .post('/api/admin/sepa-batches', {}, createSepaBatchResponseSchema)
    .then((body) => body.data.batch);
}

export function submitSepaBatch(id: string) {
  return apiClient.post(batchPath(id, 'submit'), {}, sepaBatchResponseSchema).then((body) => body.data.batch);
}

export function cancelSepaBatch(id: string) {
  return apiClient.post(batchPath(id, 'cancel'), {}, sepaBatchResponseSchema).then((body) => body.data.batch);
}

/** The pain.008 file, saved under the server's name (Content-Disposition). */
export function downloadSepaBatch(batch: Pick<SepaBatchView, 'id' | 'messageId'>) {
  return downloadFile(batchPath(batch.id, 'file'), {
    accept: 'application/xml',
    fallbackName: `${batch.messageId}.xml`,
  });
}

// Creating or cancelling a batch moves invoices between open and pending.
function useInvalidateAfterBatchChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sepaBatchesKey }),
      queryClient.invalidateQueries({ queryKey: adminInvoicesKey }),
      queryClient.invalidateQueries({ queryKey: pendingManualPaymentsKey }),
      queryClient.invalidateQueries({ queryKey: sepaManagementKey }),
    ]);
}

export function useCreateSepaBatch() {
  const invalidate = useInvalidateAfterBatchChange();
  return useMutation({ mutationFn: createSepaBatch, onSuccess: invalidate });
}

export function useSubmitSepaBatch() {
  const invalidate = useInvalidateAfterBatchChange();
  return useMutation({ mutationFn: submitSepaBatch, onSuccess: invalidate });
}

export function useCancelSepaBatch() {
  const invalidate = useInvalidateAfterBatchChange();
  return useMutation({ mutationFn: cancelSepaBatch, onSuccess: invalidate });
}

export function useDownloadSepaBatch() {
  return useMutation({ mutationFn: downloadSepaBatch });
}
