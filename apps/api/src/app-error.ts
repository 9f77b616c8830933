import type { ErrorCode, ErrorParams, ErrorReason, SkippedItem } from '@hostportaal/contract';
import { errorMessages } from './error-messages.ts';

export type FieldError = { field: string; message: string };

// One code → one HTTP status (SPEC §8 statuses).
export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 422,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_INACTIVE: 403,
  TOKEN_INVALID: 400,
  TWO_FACTOR_INVALID: 401,
  FORBIDDEN: 403,
  TWO_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  EMAIL_ADDRESS_CHANGED: 409,
  EMAIL_CHANGE_NEEDS_CONFIRMATION: 422,
  CONFLICT: 409,
  SUBSCRIPTION_NOT_CANCELLABLE: 409,
  WRONG_PASSWORD: 400,
  TWO_FACTOR_ALREADY_ENABLED: 409,
  TWO_FACTOR_NOT_ENABLED: 409,
  ACCOUNT_HAS_UNPAID_BALANCE: 409,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  INVOICE_ALREADY_PAID: 409,
  INVOICE_NOT_CREDITABLE: 409,
  PAYMENT_REFERENCE_NOT_FOUND: 404,
  SUBSCRIPTION_STATE_CONFLICT: 409,
  PACKAGE_NOT_AVAILABLE: 409,
  MANDATE_INVALID: 409,
  CART_EMPTY: 409,
  TEST_MODE_ONLY: 403,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

/**
 * A text of its own always comes with the rule it words (decision 002): screens word the reason in their
 * own language and never show `message`, so an AppError with a message but no reason does not compile.
 * Without a message the error's text is the code's (error-messages.ts), with or without a reason.
 */
export type AppErrorWording =
  | { message?: undefined; reason?: ErrorReason; params?: ErrorParams }
  | { message: string; reason: ErrorReason; params?: ErrorParams };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: FieldError[];
  readonly headers?: Record<string, string>;
  /** Which business rule refused (decision 002): screens word it in their own language. */
  readonly reason?: ErrorReason;
  readonly params?: ErrorParams;

  constructor(
    code: ErrorCode,
    options: { details?: FieldError[]; headers?: Record<string, string> } & AppErrorWording = {},
  ) {
    super(options.message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.details = options.details;
    this.headers = options.headers;
    this.reason = options.reason;
    this.params = options.params;
    this.hasCustomMessage = options.message !== undefined;
  }

  readonly hasCustomMessage: boolean;
}

/** What a bulk action reports for an item an AppError skipped: the text, and the code and reason behind it. */
export function skippedBy(id: string, error: AppError, fallback: string): SkippedItem {
  return {
    id,
    reason: error.hasCustomMessage ? error.message : fallback,
    code: error.code,
    ...(error.reason ? { refusal: error.reason } : {}),
    ...(error.params ? { params: error.params } : {}),
  };
}

/**
 * A bulk action's catch: an AppError skips the item (its reason, else its code's Dutch text); anything else
 * is a real failure and is thrown on, stopping the batch.
 */
export function skippedOrThrow(id: string, error: unknown): SkippedItem {
  if (!(error instanceof AppError)) throw error;
  return skippedBy(id, error, errorMessages.nl[error.code]);
}

/** What a bulk action reports for an item it refuses itself (nothing thrown): as skippedBy, from a refusal. */
export function refusedItem(
  id: string,
  code: ErrorCode,
  reason: ErrorReason,
  message: string,
  params?: ErrorParams,
): SkippedItem {
  return skippedBy(id, refusal(code, reason, message, params), message);
}

/** A business rule's refusal: its Dutch text for API clients, its reason (and params) for screens. */
export function refusal(
  code: ErrorCode,
  reason: ErrorReason,
  message: string,
  params?: ErrorParams,
): AppError {
  return new AppError(code, { message, reason, ...(params ? { params } : {}) });
}
