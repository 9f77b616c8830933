import { gameTemplatesResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

/** The game-server catalogue: public, with prices per interval in cents excl. VAT. */
export async function fetchGameTemplates(signal?: AbortSignal) {
  const body = await apiClient.get('/api/games/templates', gameTemplatesResponseSchema, { signal });
  return body.data.templates;
}

export const gameTemplatesQuery = () =>
  queryOptions({
    queryKey: ['games', 'templates'] as const,
    queryFn: ({ signal }) => fetchGameTemplates(signal),
    staleTime: 5 * 60_000,
  });

export function useGameTemplates() {
  return useQuery(gameTemplatesQuery());
}
