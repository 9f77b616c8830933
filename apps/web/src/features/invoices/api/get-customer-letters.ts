import { customerLetterListResponseSchema } from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

export const LETTERS_PAGE_SIZE = 10;

/** GET /api/letters: the signed-in customer's own 14-dagenbrieven and incassobrieven, newest first. */
export async function getCustomerLetters(page: number, signal?: AbortSignal) {
  const body = await apiClient.get('/api/letters', customerLetterListResponseSchema, {
    signal,
    query: { page, limit: LETTERS_PAGE_SIZE },
  });
  return body.data;
}

// The user id is in the key although the server knows whose letters they are: another login in the same
// tab must never see the previous customer's cached letters.
export function customerLettersQueryOptions(userId: string, page: number) {
  return queryOptions({
    queryKey: ['letters', userId, { page }] as const,
    queryFn: ({ signal }) => getCustomerLetters(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerLetters(userId: string, page: number) {
  return useQuery(customerLettersQueryOptions(userId, page));
}
