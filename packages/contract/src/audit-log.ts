import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema, successSchema } from './common.ts';
import { pageQuerySchema, paginationSchema } from './pagination.ts';
import { freeText } from './text-rule.ts';

// Issue 7 audit log: every change an admin made, append-only, filterable.

export const auditLogQuerySchema = pageQuerySchema
  .extend({
    /** Matched in the actor's e-mail, the action and the entity id. */
    search: freeText({ language: 'en' }).max(100).optional(),
    actorId: z.uuid().optional(),
    entityType: freeText({ language: 'en' }).max(60).optional(),
    entityId: freeText({ language: 'en' }).max(100).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'The end date is before the start date',
    path: ['to'],
  });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  occurredAt: isoDateTimeSchema,
  actorId: z.uuid().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  method: z.string(),
  route: z.string(),
  statusCode: z.number().int(),
  ip: z.string().nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogResponseSchema = successSchema(
  z.object({
    entries: z.array(auditLogEntrySchema),
    pagination: paginationSchema,
    /** Entity types and actors present in the log, for the filter selects. */
    entityTypes: z.array(z.string()),
    actors: z.array(z.object({ id: z.uuid(), email: z.string() })),
  }),
);
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
