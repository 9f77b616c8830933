import { isApiError } from '../../../lib/api/api-error';

/**
 * The text for a failed cart or checkout call: the server's own message for a refusal such as
 * PACKAGE_NOT_AVAILABLE, CART_EMPTY or MANDATE_INVALID, the client's text when the network failed.
 */
export function orderErrorText(error: unknown, fallback: string): string | null {
  if (!error) return null;
  if (!isApiError(error)) return fallback;
  return error.status === 0 ? error.message : (error.serverMessage ?? error.message);
}
