import { type ArrangementRulesBody, arrangementRulesResponseSchema } from '@hostportaal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';

// The company's rules for payment arrangements (issue 30): what a customer may agree without staff.
export const arrangementRulesKey = [...adminQueryKey, 'arrangement-rules'] as const;
const path = '/api/admin/settings/arrangements';

export const arrangementRulesQuery = () =>
  queryOptions({
    queryKey: arrangementRulesKey,
    queryFn: ({ signal }) =>
      apiClient.get(path, arrangementRulesResponseSchema, { signal }).then((body) => body.data),
  });

export function useArrangementRules() {
  return useQuery(arrangementRulesQuery());
}

export function useSaveArrangementRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ArrangementRulesBody) =>
      apiClient.put(path, body, arrangementRulesResponseSchema).then((response) => response.data),
    onSuccess: (rules) => queryClient.setQueryData(arrangementRulesKey, rules),
  });
}
