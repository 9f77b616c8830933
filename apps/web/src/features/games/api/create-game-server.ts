import { type GameCreateBody, gameCreateResponseSchema } from '@hostportaal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import { gameServersKey } from './get-game-servers';
import { mandatesKey } from './get-valid-mandate';

// The keys of other screens an order changes; features do not import each other, so they are named here.
const changedByAnOrder = [['subscriptions'], ['invoices'], ['dashboard'], ['services']] as const;

export async function createGameServer(body: GameCreateBody) {
  const response = await apiClient.post('/api/games/create', body, gameCreateResponseSchema);
  return response.data;
}

export function useCreateGameServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGameServer,
    onSuccess: () =>
      Promise.all(
        [gameServersKey, mandatesKey, ...changedByAnOrder].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    // The mandate we showed is no longer valid: read the mandates again, so the form asks for a new one.
    onError: (error) =>
      isApiError(error) && error.code === 'MANDATE_INVALID'
        ? queryClient.invalidateQueries({ queryKey: mandatesKey })
        : undefined,
  });
}
