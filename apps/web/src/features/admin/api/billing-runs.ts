import { billingRunListResponseSchema, billingRunResponseSchema } from '@hostportaal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { adminInvoicesKey } from './admin-invoices';

export const billingRunsKey = ['admin', 'billing-runs'] as const;
const RUNNING_POLL_MS = 2000;

export function fetchBillingRuns() {
  return apiClient
    .get('/api/admin/billing-runs', billingRunListResponseSchema)
    .then((body) => body.data.runs);
}

export const billingRunsQuery = () =>
  queryOptions({
    queryKey: billingRunsKey,
    queryFn: fetchBillingRuns,
    // A run started on demand is answered with 202 while it works; poll until it has finished.
    refetchInterval: (query) =>
      query.state.data?.some((run) => run.status === 'running') ? RUNNING_POLL_MS : false,
  });

export function useBillingRuns() {
  return useQuery(billingRunsQuery());
}

export function startBillingRun() {
  return apiClient
    .post('/api/admin/billing-runs', {}, billingRunResponseSchema)
    .then((body) => body.data.run);
}

export function useStartBillingRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBillingRun,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingRunsKey }),
        queryClient.invalidateQueries({ queryKey: adminInvoicesKey }),
      ]),
    // Refused because a run is in progress (another admin, the night's job): the list shows and follows it.
    onError: () => queryClient.invalidateQueries({ queryKey: billingRunsKey }),
  });
}
