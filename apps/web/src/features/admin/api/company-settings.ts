import { type CompanySettingsBody, companySettingsResponseSchema } from '@hostportaal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';

export const companySettingsKey = [...adminQueryKey, 'company-settings'] as const;
/** The public company details (ordering's mandate text): they change with a save here. */
const publicCompanyKey = ['company'] as const;

export function fetchCompanySettings(signal?: AbortSignal) {
  return apiClient
    .get('/api/admin/company-settings', companySettingsResponseSchema, { signal })
    .then((body) => body.data.settings);
}

export const companySettingsQuery = () =>
  queryOptions({ queryKey: companySettingsKey, queryFn: ({ signal }) => fetchCompanySettings(signal) });

export function useCompanySettings() {
  return useQuery(companySettingsQuery());
}

export function saveCompanySettings(body: CompanySettingsBody) {
  return apiClient
    .put('/api/admin/company-settings', body, companySettingsResponseSchema)
    .then((response) => response.data.settings);
}

export function useSaveCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanySettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(companySettingsKey, settings);
      return queryClient.invalidateQueries({ queryKey: publicCompanyKey });
    },
  });
}
