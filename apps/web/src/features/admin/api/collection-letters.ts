import {
  generateBulkLettersResponseSchema,
  type LetterPreviewBody,
  type LetterType,
  letterPreviewResponseSchema,
  letterResponseSchema,
} from '@hostportaal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { downloadFile } from '../../../lib/api/download-file';
import { collectionsKey, useInvalidateCollections } from './collections';
import { useInvalidateEnhanced } from './enhanced-subscriptions';

// The 14-dagenbrief ('notice') and the incassobrief ('collection') from the Collection Center (issue 6,
// SPEC §7 "Letters"). The server decides whether the law allows a letter yet and answers 409 if not.

export function useIssueLetter() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: ({ customerId, letterType }: { customerId: string; letterType: LetterType }) =>
      apiClient
        .post(
          `/api/admin/letters/${letterType}/${encodeURIComponent(customerId)}`,
          { sendEmail: true },
          letterResponseSchema,
        )
        .then((body) => body.data.letter),
    onSuccess: invalidate,
  });
}

/** Incasso Beheer: the letter for the customer of a subscription, covering all their claims in default. */
export function useGenerateLetter() {
  const invalidate = useInvalidateEnhanced();
  return useMutation({
    mutationFn: ({ subscriptionId, letterType }: { subscriptionId: string; letterType: LetterType }) =>
      apiClient
        .post(
          `/api/admin/generate-letter/${encodeURIComponent(subscriptionId)}`,
          { letterType, sendEmail: true },
          letterResponseSchema,
        )
        .then((body) => body.data.letter),
    onSuccess: invalidate,
  });
}

/**
 * What writing these letters would do (issue 20): the count and the fees as the server would charge them,
 * for the confirmation before a letter goes out. Not cached: the fee cap and the claims change.
 */
export function useLetterPreview(request: LetterPreviewBody | null) {
  return useQuery({
    queryKey: [...collectionsKey, 'letter-preview', request] as const,
    queryFn: ({ signal }) =>
      apiClient
        .post('/api/admin/letters/preview', request ?? {}, letterPreviewResponseSchema, { signal })
        .then((body) => body.data),
    enabled: request !== null,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

export function useGenerateBulkLetters() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: ({ subscriptionIds, letterType }: { subscriptionIds: string[]; letterType: LetterType }) =>
      apiClient
        .post(
          '/api/admin/generate-bulk-letters',
          { subscriptionIds, letterType, sendEmail: true },
          generateBulkLettersResponseSchema,
        )
        .then((body) => body.data),
    onSuccess: invalidate,
  });
}

/** The letter as it was sent (stored PDF); resolves with the saved file name. */
export function downloadLetter({ id, letterNumber }: { id: string; letterNumber: string }) {
  return downloadFile(`/api/admin/letters/${encodeURIComponent(id)}/download-direct`, {
    accept: 'application/pdf',
    fallbackName: `${letterNumber}.pdf`,
  });
}

export function useDownloadLetter() {
  return useMutation({ mutationFn: downloadLetter });
}
