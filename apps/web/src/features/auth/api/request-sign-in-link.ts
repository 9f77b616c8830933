import { messageResponseSchema, type signInLinkBodySchema } from '@hostportaal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api/api-client';

export type SignInLinkBody = z.input<typeof signInLinkBodySchema>;

/** Mails a one-time sign-in link (issue 26); the answer is the same whether or not the address has an account. */
export function requestSignInLink(body: SignInLinkBody) {
  return apiClient.post('/auth/sign-in-link', body, messageResponseSchema);
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink });
}
