import { cartResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

/** Every cart endpoint answers with the whole cart, so mutations write it straight into this key. */
export const cartQueryKey = ['cart'] as const;

export async function fetchCart(signal?: AbortSignal) {
  const body = await apiClient.get('/api/cart', cartResponseSchema, { signal });
  return body.data;
}

export const cartQuery = () =>
  queryOptions({ queryKey: cartQueryKey, queryFn: ({ signal }) => fetchCart(signal) });

export function useCart() {
  return useQuery(cartQuery());
}
