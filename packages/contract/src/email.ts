import { z } from 'zod';
import { successSchema } from './common.ts';
import { pageQuerySchema, paginationSchema } from './pagination.ts';
import { freeText } from './text-rule.ts';

export const emailStatusSchema = z.enum(['pending', 'sent', 'failed']);

export const emailOutboxQuerySchema = pageQuerySchema.extend({
  status: emailStatusSchema.optional(),
  search: freeText({ language: 'en' }).max(200).optional(),
});

export const outboxEmailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: emailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export const emailOutboxResponseSchema = successSchema(
  z.object({ emails: z.array(outboxEmailSchema), pagination: paginationSchema }),
);

// GET /api/admin/email-outbox/:id (issue 28): one mail as the recipient reads it, so the demo can follow a
// confirmation or reset link without an SMTP server. Registered outside production only (decision 031).
export const outboxEmailParamsSchema = z.object({ id: z.uuid() });
export const outboxEmailDetailSchema = outboxEmailSchema.extend({ text: z.string() });
export type OutboxEmailDetail = z.infer<typeof outboxEmailDetailSchema>;
export const outboxEmailDetailResponseSchema = successSchema(outboxEmailDetailSchema);
