import { adminInvoicePeppolResponseSchema } from '@hostportaal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { adminInvoicesKey } from './admin-invoices';

// An invoice's delivery over Peppol (issue 21, decision 030), in the admin invoice detail.

const peppolKey = (id: string) => [...adminInvoicesKey, 'detail', id, 'peppol'] as const;

export function fetchAdminInvoicePeppol(id: string) {
  return apiClient
    .get(`/api/admin/invoices/${encodeURIComponent(id)}/peppol`, adminInvoicePeppolResponseSchema)
    .then((body) => body.data);
}

// While the job has the delivery in hand the dialog looks again, so staff see it sent or failed.
const FOLLOW_MS = 3_000;

export function useAdminInvoicePeppol(id: string) {
  return useQuery({
    queryKey: peppolKey(id),
    queryFn: () => fetchAdminInvoicePeppol(id),
    refetchInterval: (query) => {
      const status = query.state.data?.delivery?.status;
      return status === 'queued' || status === 'sending' ? FOLLOW_MS : false;
    },
  });
}

export function sendInvoiceOverPeppolAgain(id: string) {
  return apiClient
    .post(`/api/admin/invoices/${encodeURIComponent(id)}/peppol/resend`, {}, adminInvoicePeppolResponseSchema)
    .then((body) => body.data);
}

export function useSendInvoiceOverPeppolAgain(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendInvoiceOverPeppolAgain(id),
    onSuccess: (data) => queryClient.setQueryData(peppolKey(id), data),
  });
}
