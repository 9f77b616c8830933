import {
  onlinePaymentSettingsResponseSchema,
  type UpdateOnlinePaymentSettingsBody,
} from '@hostportaal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { onlinePaymentAvailabilityQueryKey } from '../../../lib/api/online-payment-availability';
import { adminQueryKey } from './admin-query-key';

export const onlinePaymentSettingsKey = [...adminQueryKey, 'online-payment-settings'] as const;

export function fetchOnlinePaymentSettings(signal?: AbortSignal) {
  return apiClient
    .get('/api/admin/online-payments/settings', onlinePaymentSettingsResponseSchema, { signal })
    .then((body) => body.data);
}

export const onlinePaymentSettingsQuery = () =>
  queryOptions({
    queryKey: onlinePaymentSettingsKey,
    queryFn: ({ signal }) => fetchOnlinePaymentSettings(signal),
  });

export function useOnlinePaymentSettings() {
  return useQuery(onlinePaymentSettingsQuery());
}

export function saveOnlinePaymentSettings(body: UpdateOnlinePaymentSettingsBody) {
  return apiClient
    .put('/api/admin/online-payments/settings', body, onlinePaymentSettingsResponseSchema)
    .then((response) => response.data);
}

export function useSaveOnlinePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnlinePaymentSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(onlinePaymentSettingsKey, settings);
      // The pay buttons of this tab follow the new mode at once.
      return queryClient.invalidateQueries({ queryKey: onlinePaymentAvailabilityQueryKey });
    },
  });
}
