import { type StartOnlinePaymentBody, startedOnlinePaymentResponseSchema } from '@hostportaal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from './api-client';

/**
 * POST /api/online-payments: starts paying an invoice, a letter or everything open; the server works out the
 * amount from what is open now and answers with the provider's checkout to send the browser to.
 */
export async function startOnlinePayment(body: StartOnlinePaymentBody) {
  const response = await apiClient.post('/api/online-payments', body, startedOnlinePaymentResponseSchema);
  return response.data;
}

export function useStartOnlinePayment() {
  return useMutation({ mutationFn: startOnlinePayment });
}
