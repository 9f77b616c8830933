import { cartResponseSchema } from '@hostportaal/contract';
import type { BillingInterval } from '@hostportaal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { cartQueryKey } from './get-cart';

export interface AddCartItemInput {
  packageId: string;
  interval: BillingInterval;
  quantity: number;
}

export async function addCartItem(input: AddCartItemInput) {
  const body = await apiClient.post('/api/cart/items', input, cartResponseSchema);
  return body.data;
}

export function useAddCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey, cart),
  });
}
