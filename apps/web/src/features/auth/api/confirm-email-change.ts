import { emailChangeConfirmResponseSchema } from '@hostportaal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { currentUserQueryKey } from '../../../lib/session/current-user';

/** POST /auth/email-change/confirm with the token from the link sent to the new address. */
export function confirmEmailChange(token: string) {
  return apiClient
    .post('/auth/email-change/confirm', { token }, emailChangeConfirmResponseSchema)
    .then((body) => body.data);
}

// A mutation started by a button, not on open: a mail scanner that opens links must not change the login.
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    // Signed in here too: the header and settings show the new address.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
