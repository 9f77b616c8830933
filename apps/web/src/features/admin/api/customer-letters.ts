import { customerLettersResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';

export const customerLettersKey = [...adminQueryKey, 'customer-letters'] as const;

/** Every letter of one customer as stored: channel, term, delivery and the letter that replaced it. */
export function fetchCustomerLetters(customerId: string) {
  return apiClient
    .get(`/api/admin/letters/customer/${encodeURIComponent(customerId)}`, customerLettersResponseSchema)
    .then((body) => body.data.letters);
}

export const customerLettersQuery = (customerId: string) =>
  queryOptions({
    queryKey: [...customerLettersKey, customerId] as const,
    queryFn: () => fetchCustomerLetters(customerId),
  });

export function useCustomerLetters(customerId: string) {
  return useQuery(customerLettersQuery(customerId));
}
