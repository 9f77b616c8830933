import { loginResponseSchema } from '@hostportaal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

/** Logs in with the token from a sign-in link: a session, or the 2FA challenge as after a password. */
export function signInWithLink(token: string) {
  return apiClient.post('/auth/sign-in-link/use', { token }, loginResponseSchema);
}

export function useSignInWithLink() {
  return useMutation({ mutationFn: signInWithLink });
}
