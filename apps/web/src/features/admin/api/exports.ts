import type { ReportFormat } from '@hostportaal/contract';
import { useMutation } from '@tanstack/react-query';
import { type DownloadOptions, downloadFile } from '../../../lib/api/download-file';

// The downloads of section "reports" (issue 7): registers, VAT summary, open items and collection report,
// each streamed by the server as CSV, Excel or PDF; and a period's e-invoices (issue 21) as one ZIP.

export type ExportKind = 'invoices' | 'payments';
export type PeriodReportKind = ExportKind | 'collections' | 'einvoices';
export type ReportKind = PeriodReportKind | 'vat-summary' | 'open-items';
/** What a report downloads as: a table format, or the e-invoice archive's ZIP. */
export type DownloadFormat = ReportFormat | 'zip';

export interface ExportRequest {
  kind: ExportKind;
  format: ReportFormat;
  from: string;
  to: string;
}

export type ReportRequest =
  | ExportRequest
  | { kind: 'collections'; format: ReportFormat; from: string; to: string }
  | { kind: 'einvoices'; format: 'zip'; from: string; to: string }
  | { kind: 'vat-summary'; format: ReportFormat; year: number; quarter: number }
  | { kind: 'open-items'; format: ReportFormat; date: string };

type WithoutFormat<Request> = Request extends unknown ? Omit<Request, 'format'> : never;
/** A report with its inputs, before a format is chosen. */
export type ReportChoice = WithoutFormat<ReportRequest>;

const acceptOf = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  zip: 'application/zip',
} as const satisfies Record<DownloadFormat, string>;

function parametersOf(request: ReportRequest): Record<string, string> {
  switch (request.kind) {
    case 'vat-summary':
      return { year: String(request.year), quarter: String(request.quarter) };
    case 'open-items':
      return { date: request.date };
    default:
      return { from: request.from, to: request.to };
  }
}

export function exportPath(request: ReportRequest): string {
  // The archive has one format, so its route takes none.
  const format: Record<string, string> = request.kind === 'einvoices' ? {} : { format: request.format };
  const query = new URLSearchParams({ ...parametersOf(request), ...format });
  return `/api/admin/exports/${request.kind}?${query}`;
}

/** The name to save under when the server sends none: the kind and the Dutch-ordered ISO dates. */
function fallbackName(request: ReportRequest): string {
  return `${request.kind}-${Object.values(parametersOf(request)).join('-')}.${request.format}`;
}

/** Downloads one report, streamed by the server; resolves with the saved file name. */
export function downloadExport(
  request: ReportRequest,
  options: Pick<DownloadOptions, 'onProgress' | 'signal'> = {},
) {
  return downloadFile(exportPath(request), {
    accept: acceptOf[request.format],
    fallbackName: fallbackName(request),
    ...options,
  });
}

/** A download without a progress bar (the invoice list's bulk bar). */
export function useDownloadExport() {
  return useMutation({ mutationFn: (request: ReportRequest) => downloadExport(request) });
}
