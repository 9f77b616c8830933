import type { ErrorResponse } from '@hostportaal/contract';

export type FieldError = NonNullable<ErrorResponse['details']>[number];

interface ApiErrorInit {
  status: number;
  message: string;
  code?: string;
  details?: FieldError[];
  serverMessage?: string;
}

/**
 * The one error type of the HTTP client. `message` is the translated text of SPEC §8 for the status;
 * `serverMessage` is the server's own `error` text, for screens that show it (wrong credentials).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly details: FieldError[];
  readonly serverMessage: string | undefined;

  constructor({ status, message, code, details, serverMessage }: ApiErrorInit) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details ?? [];
    this.serverMessage = serverMessage;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
