import {
  type AdjustArrangementBody,
  type ArrangementPaymentBody,
  arrangementResponseSchema,
  arrangementRunResponseSchema,
  type StaffArrangementBody,
} from '@hostportaal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api/api-client';
import { downloadFile } from '../../../lib/api/download-file';
import { useInvalidateArrangements } from './arrangements';

// What staff do with a payment arrangement (issue 30). The server decides whether the status allows it and
// answers 409/422 with an arrangement_* reason when not.

const arrangementPath = (id: string, action: string) =>
  `/api/admin/arrangements/${encodeURIComponent(id)}/${action}`;

export type ArrangementRunResult = z.infer<typeof arrangementRunResponseSchema>['data'];

/** Staff agree an arrangement for a customer: active at once; the rules it breaks are recorded. */
export function useCreateArrangement() {
  const invalidate = useInvalidateArrangements();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: StaffArrangementBody }) =>
      apiClient
        .post(`/api/admin/users/${encodeURIComponent(userId)}/arrangements`, body, arrangementResponseSchema)
        .then((response) => response.data),
    onSuccess: invalidate,
  });
}

/**
 * The decisions on one arrangement: approve (a note), reject or end (a reason the customer reads), adjust (a
 * new schedule over what is still open), resume the customer's suspended services.
 */
export type ArrangementDecision =
  | { action: 'approve'; body: { note: string } }
  | { action: 'reject'; body: { reason: string } }
  | { action: 'end'; body: { reason: string } }
  | { action: 'adjust'; body: AdjustArrangementBody }
  | { action: 'resume-services'; body: Record<string, never> };

export function useDecideArrangement() {
  const invalidate = useInvalidateArrangements();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ArrangementDecision }) =>
      apiClient
        .post(arrangementPath(id, decision.action), decision.body, arrangementResponseSchema)
        .then((response) => response.data),
    onSuccess: invalidate,
  });
}

/**
 * Money staff received for the arrangement; `idempotencyKey` is the intent's, the same for every retry of one
 * payment, so the server books it once (issue 27).
 */
export function useBookArrangementPayment() {
  const invalidate = useInvalidateArrangements();
  return useMutation({
    mutationFn: ({
      id,
      body,
      idempotencyKey,
    }: {
      id: string;
      body: ArrangementPaymentBody;
      idempotencyKey: string;
    }) =>
      apiClient
        .post(arrangementPath(id, 'payments'), body, arrangementResponseSchema, { idempotencyKey })
        .then((response) => response.data),
    onSuccess: invalidate,
  });
}

/** The confirmation PDF as it was sent; resolves with the saved file name. */
export function downloadArrangementConfirmation({ id, number }: { id: string; number: string }) {
  return downloadFile(`/api/admin/arrangements/${encodeURIComponent(id)}/confirmation`, {
    accept: 'application/pdf',
    fallbackName: `${number}.pdf`,
  });
}

export function useDownloadArrangementConfirmation() {
  return useMutation({ mutationFn: downloadArrangementConfirmation });
}

/** The daily arrangement run by hand: reminders for late instalments, lapses, completions. */
export function useRunArrangementCheck() {
  const invalidate = useInvalidateArrangements();
  return useMutation({
    mutationFn: () =>
      apiClient
        .post('/api/admin/arrangements/run', {}, arrangementRunResponseSchema)
        .then((response) => response.data),
    onSuccess: invalidate,
  });
}
