import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error.ts';

const NUL = '\u0000';
const message = 'Bevat een ongeldig teken (NUL)';

/**
 * Where the first NUL character sits in a parsed request part: `items.2.note` ('' for the part itself),
 * or null. Walked with a list rather than recursion, so a deeply nested body cannot overflow the stack.
 */
export function findNulCharacter(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    for (const [key, inner] of Object.entries(current)) {
      const innerPath = path === '' ? key : `${path}.${key}`;
      if (key.includes(NUL)) return innerPath;
      pending.push([inner, innerPath]);
    }
  }
  return null;
}

/**
 * PostgreSQL text and jsonb cannot hold a NUL character: a query carrying one fails with "invalid byte
 * sequence" (a 500). No field has a use for it, so any body, query or path value holding one is refused
 * as a validation error before a handler sees it.
 */
export function registerNulCharacterGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts = { body: request.body, querystring: request.query, params: request.params };
    for (const [part, value] of Object.entries(parts)) {
      const field = findNulCharacter(value);
      if (field !== null)
        throw new AppError('VALIDATION_FAILED', { details: [{ field: field || part, message }] });
    }
  });
}
