import type { BillingExportQuery } from '@hostportaal/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api/download-file';

export type ExportKind = 'invoices' | 'payments';

const acceptOf = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export interface ExportRequest extends BillingExportQuery {
  kind: ExportKind;
}

export function exportPath({ kind, from, to, format }: ExportRequest): string {
  return `/api/admin/exports/${kind}?${new URLSearchParams({ from, to, format })}`;
}

/** The accountant's export of one period, streamed by the server; resolves with the saved file name. */
export function downloadExport(request: ExportRequest) {
  return downloadFile(exportPath(request), {
    accept: acceptOf[request.format],
    fallbackName: `${request.kind}-${request.from}-${request.to}.${request.format}`,
  });
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
