import { type ChangeMandateIbanBody, changeMandateIbanResponseSchema } from '@hostportaal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { mandatesQueryKey } from './mandates';

// What else shows the mandate or hears of the change; features do not import each other, so they are named here.
const changedByANewIban = [['cart'], ['subscriptions'], ['notifications']] as const;

export async function changeMandateIban({ id, body }: { id: string; body: ChangeMandateIbanBody }) {
  const response = await apiClient.put(`/api/mandates/${id}/iban`, body, changeMandateIbanResponseSchema);
  return response.data;
}

export function useChangeMandateIban() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMandateIban,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mandatesQueryKey }),
        ...changedByANewIban.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]),
  });
}
