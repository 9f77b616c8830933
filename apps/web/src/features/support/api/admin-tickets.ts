import {
  adminTicketDetailResponseSchema,
  adminTicketListResponseSchema,
  type TicketStatus,
} from '@hostportaal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

export const ADMIN_TICKETS_PAGE_SIZE = 20;
const PAGE_SIZE = ADMIN_TICKETS_PAGE_SIZE;
const adminTicketsKey = ['admin', 'tickets'] as const;

export function useAdminTickets(page: number, status: TicketStatus | undefined, search: string) {
  return useQuery({
    queryKey: [...adminTicketsKey, 'list', page, status ?? 'all', search] as const,
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
      if (status) query.set('status', status);
      if (search) query.set('search', search);
      return apiClient
        .get(`/api/admin/tickets?${query}`, adminTicketListResponseSchema)
        .then((body) => body.data);
    },
    placeholderData: keepPreviousData,
  });
}

export function useAdminTicket(id: string) {
  return useQuery({
    queryKey: [...adminTicketsKey, 'detail', id] as const,
    queryFn: () =>
      apiClient
        .get(`/api/admin/tickets/${encodeURIComponent(id)}`, adminTicketDetailResponseSchema)
        .then((body) => body.data),
  });
}

export function useAdminTicketMutation<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTicketsKey }),
  });
}

export function replyToTicket(id: string, message: string) {
  return apiClient.post(
    `/api/admin/tickets/${encodeURIComponent(id)}/messages`,
    { message },
    adminTicketDetailResponseSchema,
  );
}

export function changeTicketStatus(id: string, status: TicketStatus) {
  return apiClient.patch(
    `/api/admin/tickets/${encodeURIComponent(id)}`,
    { status },
    adminTicketDetailResponseSchema,
  );
}
