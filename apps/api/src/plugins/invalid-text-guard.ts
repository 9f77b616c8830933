import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error.ts';

// A NUL, or half of a UTF-16 surrogate pair without its other half (not Unicode at all).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL is the point
const INVALID_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const message = 'Bevat een ongeldig teken';

/**
 * Where the first invalid character sits in a parsed request part: `items.2.note` ('' for the part itself),
 * or null. Walked with a list rather than recursion, so a deeply nested body cannot overflow the stack.
 */
export function findInvalidText(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (INVALID_TEXT.test(current)) return path;
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    for (const [key, inner] of Object.entries(current)) {
      const innerPath = path === '' ? key : `${path}.${key}`;
      if (INVALID_TEXT.test(key)) return innerPath;
      pending.push([inner, innerPath]);
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store these characters: a NUL fails in text and jsonb ("invalid byte sequence"), a lone
 * surrogate fails in jsonb (the activity and audit logs keep what changed as jsonb). Either was a 500. No
 * field has a use for them, so any body, query or path value holding one is refused as a validation error
 * before a handler sees it.
 */
export function registerInvalidTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts = { body: request.body, querystring: request.query, params: request.params };
    for (const [part, value] of Object.entries(parts)) {
      const field = findInvalidText(value);
      if (field !== null)
        throw new AppError('VALIDATION_FAILED', { details: [{ field: field || part, message }] });
    }
  });
}
