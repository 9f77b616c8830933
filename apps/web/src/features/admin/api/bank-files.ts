import {
  bankFileAssignResponseSchema,
  bankFileImportListResponseSchema,
  bankFileImportResponseSchema,
} from '@hostportaal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';

export const bankFilesKey = [...adminQueryKey, 'bank-files'] as const;

export type BankFileImportResult = z.infer<typeof bankFileImportResponseSchema>['data'];

export function fetchBankFileImports() {
  return apiClient
    .get('/api/admin/bank-files', bankFileImportListResponseSchema)
    .then((body) => body.data.imports);
}

export const bankFileImportsQuery = () =>
  queryOptions({ queryKey: bankFilesKey, queryFn: fetchBankFileImports });

export function useBankFileImports() {
  return useQuery(bankFileImportsQuery());
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
