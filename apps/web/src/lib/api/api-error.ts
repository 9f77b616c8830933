import type { ErrorParams, ErrorResponse } from '@hostportaal/contract';

export type FieldError = NonNullable<ErrorResponse['details']>[number];

interface ApiErrorInit {
  status: number;
  message: string;
  code?: string;
  reason?: string;
  params?: ErrorParams;
  details?: FieldError[];
  serverMessage?: string;
  retryAfterSeconds?: number;
}

/**
 * The one error type of the HTTP client. `message` is the text for its reason, code or status in the user's
 * language (customer screens); a screen in other words (English admin screens) uses apiErrorText.
 * `serverMessage` is the server's own `error` text, shown only for a code the client does not know.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  /** A business refusal's rule (the contract's errorReasons): screens word it with apiErrorText. */
  readonly reason: string | undefined;
  readonly params: ErrorParams | undefined;
  readonly details: FieldError[];
  readonly serverMessage: string | undefined;
  /** How long the server asked to wait (Retry-After), when it said so. */
  readonly retryAfterSeconds: number | undefined;

  constructor({
    status,
    message,
    code,
    reason,
    params,
    details,
    serverMessage,
    retryAfterSeconds,
  }: ApiErrorInit) {
    super(message);
    this.status = status;
    this.code = code;
    this.reason = reason;
    this.params = params;
    this.details = details ?? [];
    this.serverMessage = serverMessage;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
