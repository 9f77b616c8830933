import {
  type adminInvoiceBulkBodySchema,
  adminInvoiceBulkResponseSchema,
  adminInvoiceResendResponseSchema,
  type CreditNoteBody,
  creditNoteResponseSchema,
} from '@hostportaal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api/api-client';
import { downloadFile } from '../../../lib/api/download-file';
import { adminInvoicesKey } from './admin-invoices';

export type BulkInvoiceAction = z.infer<typeof adminInvoiceBulkBodySchema>['action'];

function useInvalidateInvoices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminInvoicesKey });
}

export function resendInvoice(id: string) {
  return apiClient.post(
    `/api/admin/invoices/${encodeURIComponent(id)}/resend`,
    {},
    adminInvoiceResendResponseSchema,
  );
}

export function useResendInvoice() {
  const invalidate = useInvalidateInvoices();
  return useMutation({ mutationFn: resendInvoice, onSuccess: invalidate });
}

export function createCreditNote(id: string, body: CreditNoteBody) {
  return apiClient
    .post(`/api/admin/invoices/${encodeURIComponent(id)}/credit-note`, body, creditNoteResponseSchema)
    .then((response) => response.data.creditNote);
}

export function useCreateCreditNote() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CreditNoteBody }) => createCreditNote(id, body),
    onSuccess: invalidate,
  });
}

export function runBulkInvoiceAction(action: BulkInvoiceAction, invoiceIds: string[]) {
  return apiClient
    .post('/api/admin/invoices/bulk-action', { action, invoiceIds }, adminInvoiceBulkResponseSchema)
    .then((body) => body.data);
}

export function useBulkInvoiceAction() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: ({ action, invoiceIds }: { action: BulkInvoiceAction; invoiceIds: string[] }) =>
      runBulkInvoiceAction(action, invoiceIds),
    onSuccess: invalidate,
  });
}

export function downloadAdminInvoicePdf(id: string, invoiceNumber: string) {
  return downloadFile(`/api/admin/invoices/${encodeURIComponent(id)}/pdf`, {
    accept: 'application/pdf',
    fallbackName: `factuur-${invoiceNumber}.pdf`,
  });
}

/**
 * The UBL e-invoice with the stored PDF inside (issue 21), through the customer route staff may read too:
 * the same document the customer downloads.
 */
export function downloadAdminInvoiceUbl(userId: string, id: string, invoiceNumber: string) {
  return downloadFile(`/pay/invoices/${encodeURIComponent(userId)}/${encodeURIComponent(id)}/ubl`, {
    accept: 'application/xml',
    fallbackName: `factuur-${invoiceNumber}.xml`,
  });
}

export function useDownloadAdminInvoiceUbl() {
  return useMutation({
    mutationFn: ({ userId, id, invoiceNumber }: { userId: string; id: string; invoiceNumber: string }) =>
      downloadAdminInvoiceUbl(userId, id, invoiceNumber),
  });
}

export function useDownloadAdminInvoicePdf() {
  return useMutation({
    mutationFn: ({ id, invoiceNumber }: { id: string; invoiceNumber: string }) =>
      downloadAdminInvoicePdf(id, invoiceNumber),
  });
}
