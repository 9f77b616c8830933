import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api/api-error';
import type { DownloadProgress } from '../../../../lib/api/send-request';
import { downloadExport, type ReportRequest } from '../../api/exports';

export type ReportDownloadState =
  | { status: 'idle' }
  | { status: 'running'; request: ReportRequest; percent: number | null; receivedBytes: number }
  | { status: 'saved'; filename: string }
  | { status: 'failed'; request: ReportRequest; httpStatus: number; message: string }
  | { status: 'cancelled' };

/**
 * How far a download is, 0–99 until the last byte is in (null when the server gave no figures). A CSV
 * counts its lines against `X-Total-Rows`; Excel (zipped) and PDF count bytes against `X-Estimated-Bytes`.
 */
export function downloadPercent(progress: DownloadProgress, format: ReportRequest['format']): number | null {
  let fraction: number | null = null;
  if (format === 'csv' && progress.totalRows !== null) {
    // The first line is the header.
    fraction = progress.totalRows === 0 ? 1 : Math.max(0, progress.receivedLines - 1) / progress.totalRows;
  } else if (progress.estimatedBytes) {
    fraction = progress.receivedBytes / progress.estimatedBytes;
  }
  return fraction === null ? null : Math.min(99, Math.floor(fraction * 100));
}

/** One report download at a time, with its progress, a cancel and the outcome. */
export function useReportDownload() {
  const [state, setState] = useState<ReportDownloadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (request: ReportRequest) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ status: 'running', request, percent: 0, receivedBytes: 0 });
    let shown: number | null = 0;
    let shownBytes = 0;
    try {
      const filename = await downloadExport(request, {
        signal: abort.signal,
        onProgress: (progress) => {
          const percent = downloadPercent(progress, request.format);
          // Re-render when the bar moves or another 256 kB came in, not for every chunk.
          if (percent === shown && progress.receivedBytes - shownBytes < 262_144) return;
          shown = percent;
          shownBytes = progress.receivedBytes;
          setState({ status: 'running', request, percent, receivedBytes: progress.receivedBytes });
        },
      });
      if (!abort.signal.aborted) setState({ status: 'saved', filename });
    } catch (error) {
      if (abort.signal.aborted) {
        setState({ status: 'cancelled' });
        return;
      }
      const httpStatus = error instanceof ApiError ? error.status : 0;
      setState({
        status: 'failed',
        request,
        httpStatus,
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel };
}
