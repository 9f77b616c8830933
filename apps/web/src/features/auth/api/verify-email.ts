import { messageResponseSchema, type verifyEmailBodySchema } from '@hostportaal/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api/api-client';

export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;

export function verifyEmail(body: VerifyEmailBody) {
  return apiClient.post('/auth/verify-email', body, messageResponseSchema);
}

// A query rather than a mutation: the page confirms once on open, and the cache keeps React's
// double-invoked effects (StrictMode) and re-renders from spending the single-use token twice.
export function useVerifyEmail(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail({ token: token ?? '' }),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
