import { z } from 'zod';
import { isoDateTimeSchema, successSchema } from './common.ts';

// Issue 9: the live sessions (one per login, kept alive by its refresh token) of a user, with revoke.

export const userSessionSchema = z.object({
  /** The session's refresh-token family. */
  id: z.uuid(),
  startedAt: isoDateTimeSchema,
  lastActiveAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session this request comes from. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

export const sessionsResponseSchema = successSchema(z.object({ sessions: z.array(userSessionSchema) }));
export const sessionParamsSchema = z.object({ sessionId: z.uuid() });
export const userSessionParamsSchema = z.object({ id: z.uuid(), sessionId: z.uuid() });
export const sessionsRevokedResponseSchema = successSchema(z.object({ revoked: z.number().int() }));
