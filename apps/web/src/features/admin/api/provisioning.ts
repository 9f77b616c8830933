import {
  type ProvisioningServerCreateBody,
  type ProvisioningServerUpdateBody,
  provisioningAccountResponseSchema,
  provisioningAccountsResponseSchema,
  provisioningServerResponseSchema,
  provisioningServersResponseSchema,
} from '@hostportaal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';

// Issue 8: the panel servers and the accounts on them. Under the admin key, so the dashboard's
// Refresh (and its 30-second auto-refresh) reloads them too.
export const provisioningKey = [...adminQueryKey, 'provisioning'] as const;
const serversKey = [...provisioningKey, 'servers'] as const;
const accountsKey = [...provisioningKey, 'accounts'] as const;
export const HOSTING_ACCOUNTS_PAGE_SIZE = 20;

const serversPath = '/api/admin/provisioning/servers';
const serverPath = (id: string) => `${serversPath}/${id}`;

export function useProvisioningServers() {
  return useQuery({
    queryKey: serversKey,
    queryFn: () =>
      apiClient.get(serversPath, provisioningServersResponseSchema).then((body) => body.data.servers),
  });
}

export type AccountFilter = 'all' | 'failing';

export function useProvisioningAccounts(filter: AccountFilter, page: number) {
  const search = new URLSearchParams({
    filter,
    page: String(page),
    limit: String(HOSTING_ACCOUNTS_PAGE_SIZE),
  });
  return useQuery({
    queryKey: [...accountsKey, { filter, page }] as const,
    queryFn: () =>
      apiClient
        .get(`/api/admin/provisioning/accounts?${search}`, provisioningAccountsResponseSchema)
        .then((body) => body.data),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateProvisioning() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: provisioningKey });
}

export function useCreateServer() {
  const invalidate = useInvalidateProvisioning();
  return useMutation({
    mutationFn: (body: ProvisioningServerCreateBody) =>
      apiClient.post(serversPath, body, provisioningServerResponseSchema).then((r) => r.data.server),
    onSuccess: invalidate,
  });
}

export function useUpdateServer() {
  const invalidate = useInvalidateProvisioning();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProvisioningServerUpdateBody }) =>
      apiClient.put(serverPath(id), body, provisioningServerResponseSchema).then((r) => r.data.server),
    onSuccess: invalidate,
  });
}

export function useDeleteServer() {
  const invalidate = useInvalidateProvisioning();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(serverPath(id), provisioningServerResponseSchema).then((r) => r.data.server),
    onSuccess: invalidate,
  });
}

/** The outcome (ok or DirectAdmin's error) comes back in the server's `lastCheck`. */
export function useCheckServer() {
  const invalidate = useInvalidateProvisioning();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient
        .post(`${serverPath(id)}/check`, {}, provisioningServerResponseSchema)
        .then((r) => r.data.server),
    onSuccess: invalidate,
  });
}

export function useRetryAccount() {
  const invalidate = useInvalidateProvisioning();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient
        .post(`/api/admin/provisioning/accounts/${id}/retry`, {}, provisioningAccountResponseSchema)
        .then((r) => r.data.account),
    onSuccess: invalidate,
  });
}
