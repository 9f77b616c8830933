import { cartResponseSchema } from '@hostportaal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { cartQueryKey } from './get-cart';

export async function removeCartItem(id: string) {
  const body = await apiClient.delete(`/api/cart/items/${encodeURIComponent(id)}`, cartResponseSchema);
  return body.data;
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey, cart),
  });
}
