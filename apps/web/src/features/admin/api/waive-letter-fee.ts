import { letterResponseSchema, type letterWaiveFeeBodySchema } from '@hostportaal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';

export type WaiveLetterFeeBody = z.input<typeof letterWaiveFeeBodySchema>;

/**
 * Lets go of what an incassobrief still asks in costs, with a reason (issue 27): the letter's cases whose
 * claims are settled close. 409 fee_nothing_to_waive when nothing is open any more.
 */
export function waiveLetterFee({ id, body }: { id: string; body: WaiveLetterFeeBody }) {
  return apiClient
    .post(`/api/admin/letters/${encodeURIComponent(id)}/waive-fee`, body, letterResponseSchema)
    .then((response) => response.data.letter);
}

export function useWaiveLetterFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: waiveLetterFee,
    // The customer's letters, the Collection Center's cases and counts, the customer's open items.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
