import { type CheckoutBody, orderResultResponseSchema } from '@hostportaal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { cartQueryKey } from './get-cart';

// The keys of the screens an order changes; features do not import each other, so they are named here.
const changedByAnOrder = [['subscriptions'], ['invoices'], ['dashboard']] as const;

export async function checkout(body: CheckoutBody) {
  const response = await apiClient.post('/api/cart/checkout', body, orderResultResponseSchema);
  return response.data;
}

export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQueryKey }),
        ...changedByAnOrder.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]),
  });
}
