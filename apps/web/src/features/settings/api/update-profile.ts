import { profileUpdateResponseSchema, type UpdateProfileBody } from '@hostportaal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/session-context';
import { profileOverviewQueryKey } from './profile-overview';

export function updateProfile(body: UpdateProfileBody) {
  return apiClient.put('/auth/profile', body, profileUpdateResponseSchema);
}

export function useUpdateProfile() {
  const { updateUser } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (body) => {
      updateUser(body.data.user);
      void queryClient.invalidateQueries({ queryKey: profileOverviewQueryKey });
    },
  });
}
