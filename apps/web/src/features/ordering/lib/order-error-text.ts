import { isApiError } from '../../../lib/api/api-error';

/**
 * The text for a failed cart or checkout call in the user's language: the refusal's own text (a reason,
 * PACKAGE_NOT_AVAILABLE, CART_EMPTY, MANDATE_INVALID), the client's text when the network failed.
 */
export function orderErrorText(error: unknown, fallback: string): string | null {
  if (!error) return null;
  if (!isApiError(error)) return fallback;
  return error.message;
}
