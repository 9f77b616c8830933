import { profileUpdateResponseSchema, type UpdateProfileBody } from '@hostportaal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import { useSession } from './session-context';

// The settings page's profile overview shows what changed; shared code does not import features, so its
// key is named here.
const profileOverviewKey = ['settings', 'profile-overview'] as const;

/** PUT /auth/profile: the settings page's profile form and the order page's address step. */
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
      void queryClient.invalidateQueries({ queryKey: profileOverviewKey });
    },
  });
}
