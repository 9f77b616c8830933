import {
  adminInvoiceBulkResponseSchema,
  type CreditNoteBody,
  messageResponseSchema,
} from '@hostportaal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api/api-client';
import { adminInvoicesKey } from './admin-invoices';
import { downloadFile } from './file-download';

export type BulkInvoiceAction = 'resend' | 'mark_sent_to_collection';

// The credit note comes back as an invoice row; the screen needs only its number.
const creditNoteResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ creditNote: z.looseObject({ id: z.string(), invoiceNumber: z.string() }) }),
});

// Resend may answer with a message or with data; either way the screen only needs "it worked".
const resendResponseSchema = z.union([messageResponseSchema, z.looseObject({ success: z.literal(true) })]);

function useInvalidateInvoices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminInvoicesKey });
}

export function resendInvoice(id: string) {
  return apiClient.post(`/api/admin/invoices/${encodeURIComponent(id)}/resend`, {}, resendResponseSchema);
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

export function useDownloadAdminInvoicePdf() {
  return useMutation({
    mutationFn: ({ id, invoiceNumber }: { id: string; invoiceNumber: string }) =>
      downloadAdminInvoicePdf(id, invoiceNumber),
  });
}
