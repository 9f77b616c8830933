import { type letterMarkDeliveredBodySchema, letterResponseSchema } from '@hostportaal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';

export type MarkLetterDeliveredBody = z.input<typeof letterMarkDeliveredBodySchema>;

/**
 * Records how a letter reached the customer. A 14-dagenbrief that went by another channel than its dates
 * were counted for is re-issued: the answer is then the NEW letter (another id), to print or already e-mailed.
 */
export function markLetterDelivered({ id, body }: { id: string; body: MarkLetterDeliveredBody }) {
  return apiClient
    .patch(`/api/admin/letters/${encodeURIComponent(id)}/mark-delivered`, body, letterResponseSchema)
    .then((response) => response.data.letter);
}

export function useMarkLetterDelivered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markLetterDelivered,
    // The letters, the collection cases (which name the replacing letter) and the dashboard's counts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
