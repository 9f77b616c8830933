import { arrangementResponseSchema, type ProposeArrangementBody } from '@hostportaal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { arrangementsQueryKey } from '../../../lib/api/arrangement-options';

// The screens whose claims an arrangement changes (their payment note, the dashboard's line); features do not
// import each other, so their keys are named here.
const changedByAnArrangement = [['invoices'], ['letters'], ['dashboard']] as const;

/** POST /api/arrangements: the customer's own arrangement, active within the rules, a proposal outside them. */
export async function proposeArrangement(body: ProposeArrangementBody) {
  const response = await apiClient.post('/api/arrangements', body, arrangementResponseSchema);
  return response.data;
}

export function useProposeArrangement(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeArrangement,
    // Waited for: the page shows the new arrangement as soon as the button stops spinning.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: arrangementsQueryKey(userId) }),
        ...changedByAnArrangement.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]),
  });
}
