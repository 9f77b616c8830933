import { mandateFieldOf } from '../../../components/sepa-mandate/mandate-field-errors';
import { isApiError } from '../../../lib/api/api-error';

/** A message the order form shows at a field: the interval select or one of the mandate fields. */
export function isOrderFormField(path: string): boolean {
  return path === 'interval' || mandateFieldOf(path) !== undefined;
}

/** The server's message for the interval select, from a 422. */
export function intervalErrorOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.details.find((detail) => detail.field === 'interval')?.message;
}

/**
 * The text above the order button: the server's message for a refusal such as MANDATE_INVALID (409), the
 * messages of a 422 that no field shows (a template off sale), nothing when every message is at its field.
 */
export function orderFormError(error: unknown, fallback: string): string | null {
  if (!error) return null;
  if (!isApiError(error)) return fallback;
  const elsewhere = error.details.filter((detail) => !isOrderFormField(detail.field));
  if (elsewhere.length > 0) return elsewhere.map((detail) => detail.message).join(' ');
  return error.details.length > 0 ? null : error.message;
}
