import { errorResponseSchema } from '@hostportaal/contract';
import { readAccessToken } from '../../../lib/api/access-token';
import { ApiError } from '../../../lib/api/api-error';
import { httpErrorMessage, networkErrorMessage } from '../../../lib/api/http-error-message';
import { refreshAccessToken } from '../../../lib/api/token-refresh';

// The API client speaks JSON; PDFs and exports come back as bytes, so the admin screens fetch them here
// with the same bearer token, the same one-refresh-on-401 rule and the same error messages (SPEC §8),
// as features/invoices/api/download-invoice-pdf.ts does for the customer PDF.
async function fetchFile(path: string, accept: string): Promise<Response> {
  const token = readAccessToken();
  try {
    return await fetch(`${(import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '')}${path}`, {
      headers: {
        Accept: accept,
        'X-Requested-With': 'XMLHttpRequest',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError({ status: 0, message: networkErrorMessage() });
  }
}

async function errorOf(response: Response): Promise<ApiError> {
  const body = errorResponseSchema.safeParse(await response.json().catch(() => undefined));
  const serverMessage = body.success ? body.data.error : undefined;
  return new ApiError({
    status: response.status,
    message: httpErrorMessage(response.status, serverMessage),
    code: body.success ? body.data.code : undefined,
    serverMessage,
  });
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

function saveBlob(blob: Blob, filename: string): void {
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

/** Downloads `path` as a file; the server's Content-Disposition names it. Resolves with that name. */
export async function downloadFile(
  path: string,
  { accept, fallbackName }: { accept: string; fallbackName: string },
): Promise<string> {
  let response = await fetchFile(path, accept);
  if (response.status === 401 && (await refreshAccessToken()) === 'refreshed') {
    response = await fetchFile(path, accept);
  }
  if (!response.ok) throw await errorOf(response);
  const filename =
    filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await response.blob(), filename);
  return filename;
}
