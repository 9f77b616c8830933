import { type GameServer, gameServersResponseSchema } from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

export const gameServersKey = ['games', 'servers'] as const;
export const GAME_SERVERS_PAGE_SIZE = 10;

// The provisioning job builds a new server within minutes; until then the list asks again this often.
const PENDING_POLL_MS = 5000;

export async function fetchGameServers(page: number, signal?: AbortSignal) {
  const body = await apiClient.get('/api/games', gameServersResponseSchema, {
    signal,
    query: { page, limit: GAME_SERVERS_PAGE_SIZE },
  });
  return body.data;
}

function isBeingBuilt(servers: GameServer[] | undefined): boolean {
  return servers?.some((server) => server.status === 'pending') ?? false;
}

export const gameServersQuery = (page: number) =>
  queryOptions({
    queryKey: [...gameServersKey, page] as const,
    queryFn: ({ signal }) => fetchGameServers(page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (isBeingBuilt(query.state.data?.servers) ? PENDING_POLL_MS : false),
  });

export function useGameServers(page: number) {
  return useQuery(gameServersQuery(page));
}
