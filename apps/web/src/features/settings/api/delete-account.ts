import { type DeleteAccountBody, messageResponseSchema } from '@hostportaal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';

export function deleteAccount(body: DeleteAccountBody) {
  return apiRequest('/api/account', { method: 'DELETE', body, schema: messageResponseSchema });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
