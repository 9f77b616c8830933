import { errorResponseSchema } from '@hostportaal/contract';
import type { z } from 'zod';
import { clearAccessToken, readAccessToken } from './access-token';
import { ApiError } from './api-error';
import { httpErrorMessage, invalidResponseMessage } from './http-error-message';
import { type RawResponse, type SendOptions, sendRequest } from './send-request';
import { notifySessionExpired } from './session-expiry';
import { REFRESH_PATH, refreshAccessToken } from './token-refresh';

export interface RequestOptions<Schema extends z.ZodType> extends SendOptions {
  /** The contract schema the success body is parsed with. */
  schema: Schema;
}

// A 401 from these means wrong credentials or a bad link, not an expired access token.
const CREDENTIAL_PATHS = new Set([
  '/auth/login',
  '/auth/register',
  REFRESH_PATH,
  '/auth/logout',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/verify-email',
  '/auth/email-change/confirm',
  '/auth/email-change/undo',
  '/two-factor/verify',
]);

function toApiError({ status, payload, retryAfterSeconds }: RawResponse): ApiError {
  const body = errorResponseSchema.safeParse(payload);
  const serverMessage = body.success ? body.data.error : undefined;
  const code = body.success ? body.data.code : undefined;
  const reason = body.success ? body.data.reason : undefined;
  const params = body.success ? body.data.params : undefined;
  return new ApiError({
    status,
    message: httpErrorMessage(status, serverMessage, code, reason, params),
    code,
    reason,
    params,
    details: body.success ? body.data.details : undefined,
    serverMessage,
    retryAfterSeconds,
  });
}

function endSession(): void {
  clearAccessToken();
  notifySessionExpired();
}

async function sendWithOneRefresh(path: string, options: SendOptions): Promise<RawResponse> {
  const first = await sendRequest(path, options);
  if (first.status !== 401 || CREDENTIAL_PATHS.has(path)) return first;

  const currentToken = readAccessToken();
  const refreshedMeanwhile = currentToken !== null && currentToken !== first.sentToken;
  if (!refreshedMeanwhile && (await refreshAccessToken()) === 'refused') {
    endSession();
    return first;
  }
  return sendRequest(path, options);
}

/** One call with the bearer token and the one-refresh-on-401 rule; an error status throws its ApiError. */
export async function apiRawRequest(path: string, options: SendOptions): Promise<RawResponse> {
  const response = await sendWithOneRefresh(path, options);
  if (!response.ok) throw toApiError(response);
  return response;
}

/** The one way the web app talks to the API (SPEC §7). Throws ApiError; never shows anything itself. */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  { schema, ...options }: RequestOptions<Schema>,
): Promise<z.output<Schema>> {
  const response = await apiRawRequest(path, options);
  const parsed = schema.safeParse(response.payload);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: invalidResponseMessage(),
    });
  }
  return parsed.data;
}

type MethodOptions<Schema extends z.ZodType> = Omit<RequestOptions<Schema>, 'method' | 'body' | 'schema'>;

export const apiClient = {
  get: <Schema extends z.ZodType>(path: string, schema: Schema, options?: MethodOptions<Schema>) =>
    apiRequest(path, { ...options, method: 'GET', schema }),
  post: <Schema extends z.ZodType>(
    path: string,
    body: unknown,
    schema: Schema,
    options?: MethodOptions<Schema>,
  ) => apiRequest(path, { ...options, method: 'POST', body, schema }),
  put: <Schema extends z.ZodType>(
    path: string,
    body: unknown,
    schema: Schema,
    options?: MethodOptions<Schema>,
  ) => apiRequest(path, { ...options, method: 'PUT', body, schema }),
  patch: <Schema extends z.ZodType>(
    path: string,
    body: unknown,
    schema: Schema,
    options?: MethodOptions<Schema>,
  ) => apiRequest(path, { ...options, method: 'PATCH', body, schema }),
  delete: <Schema extends z.ZodType>(path: string, schema: Schema, options?: MethodOptions<Schema>) =>
    apiRequest(path, { ...options, method: 'DELETE', schema }),
};
