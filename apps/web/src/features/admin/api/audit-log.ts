import { type AuditLogQuery, auditLogResponseSchema } from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';

export const auditLogKey = [...adminQueryKey, 'audit-log'] as const;
export const AUDIT_LOG_PAGE_SIZE = 25;

/** The filters a screen sets; the page size and empty values are settled in `auditLogSearch`. */
export type AuditLogFilters = Partial<Omit<AuditLogQuery, 'page' | 'limit'>> & {
  page: number;
  limit?: number;
};

/** The query string of GET /api/admin/audit-log: only the filters that are set, in a fixed order. */
export function auditLogSearch(filters: AuditLogFilters): URLSearchParams {
  const search = new URLSearchParams({
    page: String(filters.page),
    limit: String(filters.limit ?? AUDIT_LOG_PAGE_SIZE),
  });
  const optional = [
    ['search', filters.search?.trim()],
    ['actorId', filters.actorId],
    ['entityType', filters.entityType],
    ['entityId', filters.entityId?.trim()],
    ['from', filters.from],
    ['to', filters.to],
  ] as const;
  for (const [key, value] of optional) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  return search;
}

export function fetchAuditLog(filters: AuditLogFilters) {
  return apiClient
    .get(`/api/admin/audit-log?${auditLogSearch(filters)}`, auditLogResponseSchema)
    .then((body) => body.data);
}

export const auditLogQuery = (filters: AuditLogFilters) =>
  queryOptions({
    queryKey: [...auditLogKey, 'list', filters] as const,
    queryFn: () => fetchAuditLog(filters),
    placeholderData: keepPreviousData,
  });

/** Not asked while the filters cannot be answered (an end date before the start date). */
export function useAuditLog(filters: AuditLogFilters, enabled = true) {
  return useQuery({ ...auditLogQuery(filters), enabled });
}
