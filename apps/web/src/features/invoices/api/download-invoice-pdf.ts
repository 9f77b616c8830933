import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api/download-file';

export async function downloadInvoicePdf(userId: string, invoiceId: string, invoiceNumber: string) {
  await downloadFile(`/pay/invoices/${encodeURIComponent(userId)}/${encodeURIComponent(invoiceId)}/pdf`, {
    accept: 'application/pdf',
    // The customer's copy is always saved under the Dutch name, whatever the server calls it.
    fallbackName: `factuur-${invoiceNumber}.pdf`,
    ignoreServerName: true,
  });
}

export function useDownloadInvoicePdf(userId: string) {
  return useMutation({
    mutationFn: ({ invoiceId, invoiceNumber }: { invoiceId: string; invoiceNumber: string }) =>
      downloadInvoicePdf(userId, invoiceId, invoiceNumber),
  });
}
