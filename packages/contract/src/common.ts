import { z } from 'zod';

// Stable error codes; the API maps each to an HTTP status (SPEC §8).
export const errorCodes = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_INACTIVE',
  'TOKEN_INVALID',
  'TWO_FACTOR_INVALID',
  'FORBIDDEN',
  'NOT_FOUND',
  'USER_NOT_FOUND',
  'EMAIL_TAKEN',
  'CONFLICT',
  'SUBSCRIPTION_NOT_CANCELLABLE',
  'WRONG_PASSWORD',
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_ALREADY_ENABLED',
  'TWO_FACTOR_NOT_ENABLED',
  'ACCOUNT_HAS_UNPAID_BALANCE',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'INVOICE_ALREADY_PAID',
  'INVOICE_NOT_CREDITABLE',
  'PAYMENT_REFERENCE_NOT_FOUND',
  'SUBSCRIPTION_STATE_CONFLICT',
  'PACKAGE_NOT_AVAILABLE',
  'MANDATE_INVALID',
  'CART_EMPTY',
  'TEST_MODE_ONLY',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  details: z.array(fieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

// Dates and instants a client sends lie in the years 1900-2999, far from where the date helpers (years
// 0-9999) and PostgreSQL (no year 0) give up: a day or a month added to one never overflows.
const inBusinessYears = (value: string) => value >= '1900' && value < '3000';
const businessYearsError = { error: 'Kies een datum tussen 1900 en 2999' };
export const isoDateTimeSchema = z.iso.datetime({ offset: true }).refine(inBusinessYears, businessYearsError);
export const isoDateSchema = z.iso.date().refine(inBusinessYears, businessYearsError);
