import { cartResponseSchema } from '@hostportaal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { cartQueryKey } from './get-cart';

export async function updateCartItem({ id, quantity }: { id: string; quantity: number }) {
  const body = await apiClient.patch(
    `/api/cart/items/${encodeURIComponent(id)}`,
    { quantity },
    cartResponseSchema,
  );
  return body.data;
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey, cart),
  });
}
