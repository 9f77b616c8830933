import { apiRawRequest } from './api-client';
import type { DownloadProgress } from './send-request';

// A streamed export of a long period may take longer than the 30 s a JSON call gets (SPEC §9).
const DOWNLOAD_TIMEOUT_MS = 5 * 60_000;

export interface DownloadOptions {
  /** The Accept header: `application/pdf`, `text/csv`… */
  accept: string;
  /** The name to save under when the server sends none. */
  fallbackName: string;
  /** Always save under `fallbackName`, whatever the server calls the file. */
  ignoreServerName?: boolean;
  /** Called as the bytes arrive (the body is then read chunk by chunk). */
  onProgress?: (progress: DownloadProgress) => void;
  /** Cancels the download. */
  signal?: AbortSignal;
}

/** `attachment; filename="x.csv"` or RFC 5987 `filename*=UTF-8''x.csv` (which wins when both are there). */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape falls through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || null;
}

/** Saves bytes the app already holds (a CSV in a JSON answer) as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads `path` as a file through the API client (same bearer token, one refresh on 401, same error
 * messages, SPEC §8) and saves it. Resolves with the name it was saved under.
 */
export async function downloadFile(
  path: string,
  { accept, fallbackName, ignoreServerName = false, onProgress, signal }: DownloadOptions,
): Promise<string> {
  const response = await apiRawRequest(path, {
    method: 'GET',
    accept,
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
    onProgress,
    signal,
  });
  const blob = response.file?.blob ?? new Blob([]);
  const serverName = ignoreServerName
    ? null
    : filenameFromContentDisposition(response.file?.contentDisposition ?? null);
  const filename = serverName ?? fallbackName;
  saveBlob(blob, filename);
  return filename;
}
