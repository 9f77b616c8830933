import { messageResponseSchema, type resetPasswordBodySchema } from '@hostportaal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api/api-client';

export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export function resetPassword(body: ResetPasswordBody) {
  return apiClient.post('/auth/reset-password', body, messageResponseSchema);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
