import {
  adminPackageListResponseSchema,
  adminPackageResponseSchema,
  adminPackageSchema,
  type PackageBody,
  successSchema,
} from '@hostportaal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';

export const adminPackagesKey = [...adminQueryKey, 'packages'] as const;

const packageOnlyResponseSchema = successSchema(z.object({ package: adminPackageSchema }));

export function fetchAdminPackages() {
  return apiClient
    .get('/api/admin/packages', adminPackageListResponseSchema)
    .then((body) => body.data.packages);
}

export const adminPackagesQuery = () =>
  queryOptions({ queryKey: adminPackagesKey, queryFn: fetchAdminPackages });

export function useAdminPackages() {
  return useQuery(adminPackagesQuery());
}

/** Create answers without repricedSubscriptions (nothing runs on a new package yet): 0. */
export async function savePackage(id: string | null, body: PackageBody) {
  if (!id) {
    const created = await apiClient.post('/api/admin/packages', body, packageOnlyResponseSchema);
    return { package: created.data.package, repricedSubscriptions: 0 };
  }
  const updated = await apiClient.put(
    `/api/admin/packages/${encodeURIComponent(id)}`,
    body,
    adminPackageResponseSchema,
  );
  return updated.data;
}

export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: PackageBody }) => savePackage(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}

export function setPackageStatus(id: string, isActive: boolean) {
  return apiClient
    .patch(`/api/admin/packages/${encodeURIComponent(id)}/status`, { isActive }, packageOnlyResponseSchema)
    .then((body) => body.data.package);
}

export function useSetPackageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => setPackageStatus(id, isActive),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
