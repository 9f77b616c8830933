import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from '../app-error.ts';
import { errorMessages, localeFromHeader } from '../error-messages.ts';
import { setSecurityHeaders } from './security-headers.ts';

const databaseDownCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);

function isDatabaseDown(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && databaseDownCodes.has(code)) return true;
    const message = (current as Error).message ?? '';
    // node-postgres: a connection lost or timed out, or no free connection in time (pg-pool).
    if (message.includes('Connection terminated') || message === 'timeout exceeded when trying to connect')
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function fieldErrors(error: FastifyError & { validation: { instancePath: string; message?: string }[] }) {
  const where = error.validationContext ?? 'body';
  return error.validation.map(
    (issue): FieldError => ({
      field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || where,
      message: issue.message ?? 'Ongeldige waarde',
    }),
  );
}

function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new AppError('VALIDATION_FAILED', { details: fieldErrors(error) });
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE');
  if (error.statusCode === 429) return new AppError('TOO_MANY_REQUESTS');
  if (isDatabaseDown(error)) return new AppError('SERVICE_UNAVAILABLE');
  // Malformed JSON, wrong content type and other client-side framing errors.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return new AppError('BAD_REQUEST');
  request.log.error({ err: error }, 'unhandled error');
  return new AppError('INTERNAL_ERROR');
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const locale = localeFromHeader(request.headers['accept-language']);
  const message = error.hasCustomMessage ? error.message : errorMessages[locale][error.code];
  if (error.headers) reply.headers(error.headers);
  return reply.status(error.status).send({
    success: false,
    error: message,
    code: error.code,
    ...(error.reason ? { reason: error.reason } : {}),
    ...(error.params ? { params: error.params } : {}),
    ...(error.details ? { details: error.details } : {}),
  });
}

/**
 * The router answers a malformed percent-escape or a path segment over `maxParamLength` before any route,
 * hook or error handler runs; this `frameworkErrors` option gives those answers the app's error shape and
 * headers too.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  setSecurityHeaders(request, reply);
  return sendError(request, reply, toAppError(error, request));
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error, request);
    if (appError.status >= 500 && appError.code !== 'INTERNAL_ERROR') {
      request.log.warn({ err: error }, appError.code);
    }
    return sendError(request, reply, appError);
  });
}
