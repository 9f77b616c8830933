import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api/download-file';

/** GET /api/letters/{id}/pdf: the letter exactly as it was sent. */
export async function downloadLetterPdf(letterId: string, letterNumber: string) {
  await downloadFile(`/api/letters/${encodeURIComponent(letterId)}/pdf`, {
    accept: 'application/pdf',
    fallbackName: `${letterNumber}.pdf`,
  });
}

export function useDownloadLetterPdf() {
  return useMutation({
    mutationFn: ({ letterId, letterNumber }: { letterId: string; letterNumber: string }) =>
      downloadLetterPdf(letterId, letterNumber),
  });
}
