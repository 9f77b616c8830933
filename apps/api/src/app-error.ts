import type { ErrorCode } from '@hostportaal/contract';

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

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: FieldError[];
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: { message?: string; details?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(options.message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.details = options.details;
    this.headers = options.headers;
    this.hasCustomMessage = options.message !== undefined;
  }

  readonly hasCustomMessage: boolean;
}
