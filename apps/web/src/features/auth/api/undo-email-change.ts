import { emailChangeUndoResponseSchema } from '@hostportaal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

/** POST /auth/email-change/undo with the token from the notice sent to the old address. */
export function undoEmailChange(token: string) {
  return apiClient
    .post('/auth/email-change/undo', { token }, emailChangeUndoResponseSchema)
    .then((body) => body.data);
}

// A button, not on open: undoing ends every session, which a mail scanner opening the link must not do.
export function useUndoEmailChange() {
  return useMutation({ mutationFn: undoEmailChange });
}
