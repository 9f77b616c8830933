import {
  twoFactorBackupCodesResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
} from '@hostportaal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api/api-client';
import { currentUserQueryKey } from '../../../lib/session/current-user';

export const twoFactorStatusQueryKey = ['settings', 'two-factor-status'] as const;
const messageSchema = z.object({ success: z.literal(true), message: z.string() });

export function fetchTwoFactorStatus() {
  return apiClient.get('/two-factor/status', twoFactorStatusResponseSchema).then((body) => body.data);
}

export const twoFactorStatusQuery = queryOptions({
  queryKey: twoFactorStatusQueryKey,
  queryFn: fetchTwoFactorStatus,
});

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQuery);
}

export function setupTwoFactor() {
  return apiClient
    .post('/two-factor/setup', undefined, twoFactorSetupResponseSchema)
    .then((body) => body.data);
}

export function enableTwoFactor(code: string) {
  return apiClient
    .post('/two-factor/enable', { code }, twoFactorBackupCodesResponseSchema.extend({ message: z.string() }))
    .then((body) => body.data.backupCodes);
}

export function disableTwoFactor(body: { password: string; code: string }) {
  return apiClient.post('/two-factor/disable', body, messageSchema);
}

export function regenerateBackupCodes(code: string) {
  return apiClient
    .post('/two-factor/regenerate-backup-codes', { code }, twoFactorBackupCodesResponseSchema)
    .then((body) => body.data.backupCodes);
}

function useRefreshTwoFactor() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey });
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  };
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}

export function useEnableTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({ mutationFn: enableTwoFactor, onSuccess: refresh });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: refresh });
}

export function useRegenerateBackupCodes() {
  const refresh = useRefreshTwoFactor();
  return useMutation({ mutationFn: regenerateBackupCodes, onSuccess: refresh });
}
