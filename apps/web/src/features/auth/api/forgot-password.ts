import { type forgotPasswordBodySchema, messageResponseSchema } from '@hostportaal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api/api-client';

export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

export function requestPasswordReset(body: ForgotPasswordBody) {
  return apiClient.post('/auth/forgot-password', body, messageResponseSchema);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
