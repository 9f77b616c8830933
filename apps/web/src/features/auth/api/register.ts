import { type RegisterBody, registerResponseSchema } from '@hostportaal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

export function register(body: RegisterBody) {
  return apiClient.post('/auth/register', body, registerResponseSchema);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
