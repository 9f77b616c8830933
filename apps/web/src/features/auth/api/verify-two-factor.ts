import { type twoFactorVerifyBodySchema, twoFactorVerifyResponseSchema } from '@hostportaal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api/api-client';

export type TwoFactorVerifyBody = z.input<typeof twoFactorVerifyBodySchema>;

/** Second login step: the challenge from /auth/login plus a TOTP or backup code gives the session. */
export function verifyTwoFactor(body: TwoFactorVerifyBody) {
  return apiClient.post('/two-factor/verify', body, twoFactorVerifyResponseSchema);
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor });
}
