import { type ContactBody, ticketDetailResponseSchema } from '@hostportaal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

export function sendContactMessage(body: ContactBody) {
  return apiClient.post('/api/contact', body, ticketDetailResponseSchema);
}

export function useSendContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendContactMessage,
    // The message is a ticket now: the support list must show it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['support', 'tickets'] }),
  });
}
