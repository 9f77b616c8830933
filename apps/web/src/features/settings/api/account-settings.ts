import {
  accountUserResponseSchema,
  type UpdateNotificationSettingsBody,
  type UpdatePreferencesBody,
  type UpdateSecuritySettingsBody,
} from '@hostportaal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/session-context';

export function updatePreferences(body: UpdatePreferencesBody) {
  return apiClient.put('/api/account/preferences', body, accountUserResponseSchema);
}

export function updateNotificationSettings(body: UpdateNotificationSettingsBody) {
  return apiClient.put('/api/account/notifications', body, accountUserResponseSchema);
}

export function updateSecuritySettings(body: UpdateSecuritySettingsBody) {
  return apiClient.put('/api/account/security', body, accountUserResponseSchema);
}

/** Each save answers the saved user; the session takes it over so the whole app sees the change. */
function useSaveUserSetting<Body>(save: (body: Body) => ReturnType<typeof updatePreferences>) {
  const { updateUser } = useSession();
  return useMutation({ mutationFn: save, onSuccess: (body) => updateUser(body.data.user) });
}

export const useUpdatePreferences = () => useSaveUserSetting(updatePreferences);
export const useUpdateNotificationSettings = () => useSaveUserSetting(updateNotificationSettings);
export const useUpdateSecuritySettings = () => useSaveUserSetting(updateSecuritySettings);
