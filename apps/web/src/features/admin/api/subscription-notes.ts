import {
  followUpListResponseSchema,
  NOTES_PAGE_SIZE,
  type NoteBody,
  noteListResponseSchema,
  noteResponseSchema,
  teamMemberListResponseSchema,
} from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';
import { enhancedSubscriptionsKey } from './enhanced-subscriptions';

// Staff notes on a subscription with follow-ups (issue 6, SPEC §3 "Note", §5 new note), and the team they
// can be assigned to. A note changes the counts on the dashboard rows, hence the shared key.
export const subscriptionNotesKey = [...enhancedSubscriptionsKey, 'notes'] as const;
export const followUpsKey = [...enhancedSubscriptionsKey, 'follow-ups'] as const;
export const teamMembersKey = [...adminQueryKey, 'team-members'] as const;

const notesPath = (subscriptionId: string) =>
  `/api/admin/subscriptions/${encodeURIComponent(subscriptionId)}/notes`;

export const subscriptionNotesQuery = (subscriptionId: string, page: number) =>
  queryOptions({
    queryKey: [...subscriptionNotesKey, subscriptionId, page] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiClient
        .get(
          `${notesPath(subscriptionId)}?${new URLSearchParams({ page: String(page), limit: String(NOTES_PAGE_SIZE) })}`,
          noteListResponseSchema,
          { signal },
        )
        .then((body) => body.data),
    placeholderData: keepPreviousData,
  });

export function useSubscriptionNotes(subscriptionId: string, page: number) {
  return useQuery(subscriptionNotesQuery(subscriptionId, page));
}

export const followUpsQuery = () =>
  queryOptions({
    queryKey: followUpsKey,
    queryFn: ({ signal }) =>
      apiClient
        .get('/api/admin/notes/follow-ups', followUpListResponseSchema, { signal })
        .then((body) => body.data.followUps),
  });

/** Open notes assigned to the signed-in admin, soonest follow-up first. */
export function useFollowUps() {
  return useQuery(followUpsQuery());
}

export const teamMembersQuery = () =>
  queryOptions({
    queryKey: teamMembersKey,
    queryFn: ({ signal }) =>
      apiClient
        .get('/api/admin/team-members', teamMemberListResponseSchema, { signal })
        .then((body) => body.data.teamMembers),
    // The team changes rarely; the select need not reload on every opening of the notes dialog.
    staleTime: 5 * 60_000,
  });

export function useTeamMembers() {
  return useQuery(teamMembersQuery());
}

function useInvalidateNotes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: enhancedSubscriptionsKey });
}

export function useCreateNote() {
  const invalidate = useInvalidateNotes();
  return useMutation({
    mutationFn: ({ subscriptionId, body }: { subscriptionId: string; body: NoteBody }) =>
      apiClient
        .post(notesPath(subscriptionId), body, noteResponseSchema)
        .then((response) => response.data.note),
    onSuccess: invalidate,
  });
}

export function useUpdateNote() {
  const invalidate = useInvalidateNotes();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: NoteBody }) =>
      apiClient
        .put(`/api/admin/notes/${encodeURIComponent(id)}`, body, noteResponseSchema)
        .then((response) => response.data.note),
    onSuccess: invalidate,
  });
}

export function useResolveNote() {
  const invalidate = useInvalidateNotes();
  return useMutation({
    mutationFn: ({ id, resolutionNotes }: { id: string; resolutionNotes: string }) =>
      apiClient
        .put(
          `/api/admin/notes/${encodeURIComponent(id)}/resolve`,
          resolutionNotes.trim() ? { resolutionNotes: resolutionNotes.trim() } : {},
          noteResponseSchema,
        )
        .then((response) => response.data.note),
    onSuccess: invalidate,
  });
}
