import { arrangementPreviewResponseSchema, type ProposeArrangementBody } from '@hostportaal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

/**
 * POST /api/arrangements/preview: the schedule a proposal would get and the company rules it breaks (none: it
 * is active at once). Asked for with a button, so a mutation; nothing is stored.
 */
export async function previewArrangement(body: ProposeArrangementBody) {
  const response = await apiClient.post('/api/arrangements/preview', body, arrangementPreviewResponseSchema);
  return response.data;
}

export function usePreviewArrangement() {
  return useMutation({ mutationFn: previewArrangement });
}
