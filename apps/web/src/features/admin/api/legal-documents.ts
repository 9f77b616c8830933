import {
  type LegalDocumentKind,
  legalDocumentResponseSchema,
  legalDocumentVersionsResponseSchema,
} from '@hostportaal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';

const versionsKey = (kind: LegalDocumentKind) => [...adminQueryKey, 'legal-documents', kind] as const;
/** The public pages' and the checkouts' query: a new version replaces what they show. */
const currentKey = ['legal-documents', 'current'] as const;

export const legalDocumentVersionsQuery = (kind: LegalDocumentKind) =>
  queryOptions({
    queryKey: versionsKey(kind),
    queryFn: ({ signal }) =>
      apiClient
        .get(`/api/admin/legal-documents/${kind}`, legalDocumentVersionsResponseSchema, { signal })
        .then((body) => body.data.versions),
  });

export function useLegalDocumentVersions(kind: LegalDocumentKind) {
  return useQuery(legalDocumentVersionsQuery(kind));
}

export function usePublishLegalDocument(kind: LegalDocumentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiClient
        .post(`/api/admin/legal-documents/${kind}`, { body }, legalDocumentResponseSchema)
        .then((response) => response.data),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: versionsKey(kind) }),
        queryClient.invalidateQueries({ queryKey: currentKey }),
      ]),
  });
}
