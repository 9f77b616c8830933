import { type changePasswordBodySchema, refreshResponseSchema } from '@hostportaal/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { storeAccessToken } from '../../../lib/api/access-token';
import { apiClient } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/session-context';

const changePasswordResponseSchema = refreshResponseSchema.extend({ message: z.string() });

export function changePassword(body: z.infer<typeof changePasswordBodySchema>) {
  return apiClient.post('/auth/change-password', body, changePasswordResponseSchema);
}

/** The API ends the other sessions and answers a fresh access token: it replaces the current one. */
export function useChangePassword() {
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (body) => {
      storeAccessToken(body.data.accessToken);
      updateUser(body.data.user);
    },
  });
}
