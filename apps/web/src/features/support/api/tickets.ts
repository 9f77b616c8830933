import {
  type CreateTicketBody,
  type TicketDetail,
  type TicketStatus,
  ticketDetailResponseSchema,
  ticketListResponseSchema,
} from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

export const TICKET_PAGE_SIZE = 10;
export const ticketsQueryKey = ['support', 'tickets'] as const;

export function fetchTickets(page: number, status: TicketStatus | undefined) {
  const query = new URLSearchParams({ page: String(page), limit: String(TICKET_PAGE_SIZE) });
  if (status) query.set('status', status);
  return apiClient.get(`/api/tickets?${query}`, ticketListResponseSchema).then((body) => body.data);
}

export const ticketsQuery = (page: number, status: TicketStatus | undefined) =>
  queryOptions({
    queryKey: [...ticketsQueryKey, 'list', page, status ?? 'all'] as const,
    queryFn: () => fetchTickets(page, status),
    placeholderData: keepPreviousData,
  });

export function useTickets(page: number, status: TicketStatus | undefined) {
  return useQuery(ticketsQuery(page, status));
}

export function fetchTicket(id: string) {
  return apiClient
    .get(`/api/tickets/${encodeURIComponent(id)}`, ticketDetailResponseSchema)
    .then((body) => body.data);
}

export const ticketQuery = (id: string) =>
  queryOptions({ queryKey: [...ticketsQueryKey, 'detail', id] as const, queryFn: () => fetchTicket(id) });

export function useTicket(id: string) {
  return useQuery(ticketQuery(id));
}

function useTicketMutation<Input>(send: (input: Input) => Promise<{ data: TicketDetail }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (body) => {
      queryClient.setQueryData(ticketQuery(body.data.id).queryKey, body.data);
      void queryClient.invalidateQueries({ queryKey: [...ticketsQueryKey, 'list'] });
    },
  });
}

export function createTicket(body: CreateTicketBody) {
  return apiClient.post('/api/tickets', body, ticketDetailResponseSchema);
}

export function useCreateTicket() {
  return useTicketMutation(createTicket);
}

export function replyToTicket({ id, message }: { id: string; message: string }) {
  return apiClient.post(
    `/api/tickets/${encodeURIComponent(id)}/messages`,
    { message },
    ticketDetailResponseSchema,
  );
}

export function useReplyToTicket() {
  return useTicketMutation(replyToTicket);
}

export function closeTicket(id: string) {
  return apiClient.post(`/api/tickets/${encodeURIComponent(id)}/close`, {}, ticketDetailResponseSchema);
}

export function useCloseTicket() {
  return useTicketMutation(closeTicket);
}
