import {
  type BankFileLine,
  bankFileAssignResponseSchema,
  bankFileImportDetailResponseSchema,
  bankFileImportListResponseSchema,
  bankFileImportResponseSchema,
} from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';

export const bankFilesKey = [...adminQueryKey, 'bank-files'] as const;

export type BankFileImportResult = z.infer<typeof bankFileImportResponseSchema>['data'];

export const BANK_FILE_PAGE_SIZE = 20;

/** One page of earlier imports, newest first, without their line reports. */
export function fetchBankFileImports(page: number) {
  const search = new URLSearchParams({ page: String(page), limit: String(BANK_FILE_PAGE_SIZE) });
  return apiClient
    .get(`/api/admin/bank-files?${search}`, bankFileImportListResponseSchema)
    .then((body) => body.data);
}

export const bankFileImportsQuery = (page: number) =>
  queryOptions({
    queryKey: [...bankFilesKey, 'list', page] as const,
    queryFn: () => fetchBankFileImports(page),
    placeholderData: keepPreviousData,
  });

export function useBankFileImports(page: number) {
  return useQuery(bankFileImportsQuery(page));
}

export const BANK_FILE_REPORT_PAGE_SIZE = 50;

export type BankFileReportFilters = { page: number; outcome?: BankFileLine['outcome'] | undefined };

/** One import with a page of its report (what each line did), to read again or book lines by hand. */
export function fetchBankFileReport(id: string, filters: BankFileReportFilters) {
  const search = new URLSearchParams({
    page: String(filters.page),
    limit: String(BANK_FILE_REPORT_PAGE_SIZE),
  });
  if (filters.outcome) search.set('outcome', filters.outcome);
  return apiClient
    .get(`/api/admin/bank-files/${encodeURIComponent(id)}?${search}`, bankFileImportDetailResponseSchema)
    .then((body) => body.data);
}

export function useBankFileReport(id: string, filters: BankFileReportFilters) {
  return useQuery({
    queryKey: [...bankFilesKey, 'report', id, filters] as const,
    queryFn: () => fetchBankFileReport(id, filters),
    placeholderData: keepPreviousData,
  });
}

/** camt.053 / camt.054 / pain.002 as text; a 422 (malformed or unsupported XML) throws with the server's message. */
export async function uploadBankFile(file: File): Promise<BankFileImportResult> {
  const content = await file.text();
  return apiClient
    .post('/api/admin/bank-files', { fileName: file.name, content }, bankFileImportResponseSchema)
    .then((body) => body.data);
}

export function useUploadBankFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBankFile,
    // Payments, returns and mandate changes touch invoices, subscriptions and batches: reload the dashboard.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}

export type BankFileAssignResult = z.infer<typeof bankFileAssignResponseSchema>['data'];

/** Books unmatched line `index` of import `importId` on an invoice; a 409 (booked already) throws with the server's message. */
export function assignBankFileLine(input: { importId: string; index: number; invoiceId: string }) {
  const url = `/api/admin/bank-files/${encodeURIComponent(input.importId)}/lines/${input.index}/assign`;
  return apiClient
    .post(url, { invoiceId: input.invoiceId }, bankFileAssignResponseSchema)
    .then((body) => body.data);
}

export function useAssignBankFileLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignBankFileLine,
    // The import's counts, the invoice and the customer's open items changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
