import { type LoginBody, loginResponseSchema } from '@hostportaal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

export function login(body: LoginBody) {
  return apiClient.post('/auth/login', body, loginResponseSchema);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
