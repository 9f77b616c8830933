import { errorResponseSchema } from '@hostportaal/contract';
import { useMutation } from '@tanstack/react-query';
import { readAccessToken } from '../../../lib/api/access-token';
import { ApiError } from '../../../lib/api/api-error';
import { httpErrorMessage, networkErrorMessage } from '../../../lib/api/http-error-message';
import { refreshAccessToken } from '../../../lib/api/token-refresh';

// The API client speaks JSON; a PDF comes back as bytes, so this one call fetches a blob itself with the
// same bearer token, the same one-refresh-on-401 rule and the same error messages (SPEC §8).
async function fetchPdf(path: string): Promise<Response> {
  const token = readAccessToken();
  try {
    return await fetch(`${(import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '')}${path}`, {
      headers: {
        Accept: 'application/pdf',
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

export async function downloadInvoicePdf(userId: string, invoiceId: string, invoiceNumber: string) {
  const path = `/pay/invoices/${encodeURIComponent(userId)}/${encodeURIComponent(invoiceId)}/pdf`;
  let response = await fetchPdf(path);
  if (response.status === 401 && (await refreshAccessToken()) === 'refreshed')
    response = await fetchPdf(path);
  if (!response.ok) throw await errorOf(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `factuur-${invoiceNumber}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadInvoicePdf(userId: string) {
  return useMutation({
    mutationFn: ({ invoiceId, invoiceNumber }: { invoiceId: string; invoiceNumber: string }) =>
      downloadInvoicePdf(userId, invoiceId, invoiceNumber),
  });
}
