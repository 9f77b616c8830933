import { emailOutboxResponseSchema, outboxEmailDetailResponseSchema } from '@hostportaal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';

export const OUTBOX_PAGE_SIZE = 20;

/** GET /api/admin/email-outbox: newest first, paged on the server (issue 28; not in production). */
export function useEmailOutbox(page: number) {
  return useQuery({
    queryKey: [...adminQueryKey, 'email-outbox', page],
    queryFn: () =>
      apiClient
        .get(`/api/admin/email-outbox?page=${page}&limit=${OUTBOX_PAGE_SIZE}`, emailOutboxResponseSchema)
        .then((body) => body.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/email-outbox/:id: one mail with its text. */
export function useOutboxEmail(id: string | null) {
  return useQuery({
    queryKey: [...adminQueryKey, 'email-outbox', 'mail', id],
    queryFn: () =>
      apiClient
        .get(`/api/admin/email-outbox/${encodeURIComponent(id ?? '')}`, outboxEmailDetailResponseSchema)
        .then((body) => body.data),
    enabled: id !== null,
  });
}
