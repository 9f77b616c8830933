import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api/download-file';

/** The PDF, or the UBL e-invoice (XML) with that PDF inside (issue 21). */
export type InvoiceFileFormat = 'pdf' | 'ubl';

const accepts: Record<InvoiceFileFormat, string> = { pdf: 'application/pdf', ubl: 'application/xml' };
const extensions: Record<InvoiceFileFormat, string> = { pdf: 'pdf', ubl: 'xml' };

export async function downloadInvoice(
  userId: string,
  invoiceId: string,
  invoiceNumber: string,
  format: InvoiceFileFormat,
) {
  await downloadFile(
    `/pay/invoices/${encodeURIComponent(userId)}/${encodeURIComponent(invoiceId)}/${format}`,
    {
      accept: accepts[format],
      // The customer's copy is always saved under the Dutch name, whatever the server calls it.
      fallbackName: `factuur-${invoiceNumber}.${extensions[format]}`,
      ignoreServerName: true,
    },
  );
}

export interface InvoiceDownload {
  invoiceId: string;
  invoiceNumber: string;
  format: InvoiceFileFormat;
}

export function useDownloadInvoice(userId: string) {
  return useMutation({
    mutationFn: ({ invoiceId, invoiceNumber, format }: InvoiceDownload) =>
      downloadInvoice(userId, invoiceId, invoiceNumber, format),
  });
}
