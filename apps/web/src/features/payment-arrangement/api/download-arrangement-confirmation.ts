import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api/download-file';

/** GET /api/arrangements/{id}/confirmation: the confirmation as it was stored when the arrangement began. */
export async function downloadArrangementConfirmation(arrangementId: string, number: string) {
  await downloadFile(`/api/arrangements/${encodeURIComponent(arrangementId)}/confirmation`, {
    accept: 'application/pdf',
    fallbackName: `betalingsregeling-${number}.pdf`,
  });
}

export function useDownloadArrangementConfirmation() {
  return useMutation({
    mutationFn: ({ arrangementId, number }: { arrangementId: string; number: string }) =>
      downloadArrangementConfirmation(arrangementId, number),
  });
}
