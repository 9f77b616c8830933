import { changeMandateIbanResponseSchema, type StaffMandateIbanBody } from '@hostportaal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';

export type StaffMandateIbanInput = { userId: string; mandateId: string; body: StaffMandateIbanBody };

/**
 * Records a new account the customer gave on a signed paper form or by e-Mandate: the mandate is amended
 * (or renewed), and claims that waited for it go with the next batch. A 422 names the field it is about.
 */
export function changeStaffMandateIban({ userId, mandateId, body }: StaffMandateIbanInput) {
  const url = `/api/admin/users/${encodeURIComponent(userId)}/mandates/${encodeURIComponent(mandateId)}/iban`;
  return apiClient.put(url, body, changeMandateIbanResponseSchema).then((response) => response.data);
}

export function useChangeStaffMandateIban() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStaffMandateIban,
    // The mandate, the customer's invoices and the direct-debit screens all see the new account.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
