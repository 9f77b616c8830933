import { z } from 'zod';
import { successSchema } from './common.ts';
import { pageQuerySchema, paginationSchema } from './pagination.ts';
import { freeText, multiLineText } from './text-rule.ts';

export const ticketStatusSchema = z.enum(['open', 'answered', 'closed']);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;
export const ticketCategorySchema = z.enum(['technical', 'billing', 'sales', 'domain', 'other']);
export type TicketCategory = z.infer<typeof ticketCategorySchema>;

export const ticketIdParamsSchema = z.object({ id: z.uuid() });

export const ticketListQuerySchema = pageQuerySchema.extend({ status: ticketStatusSchema.optional() });
export const adminTicketListQuerySchema = ticketListQuerySchema.extend({
  search: freeText().max(200).optional(),
});

export const ticketMessageBodySchema = multiLineText().min(1).max(10000);

export const createTicketBodySchema = z.object({
  subject: freeText().min(3).max(200),
  category: ticketCategorySchema,
  subscriptionId: z.uuid().optional(),
  message: ticketMessageBodySchema,
});
export type CreateTicketBody = z.infer<typeof createTicketBodySchema>;

export const contactBodySchema = z.object({
  subject: freeText().min(3).max(200),
  message: ticketMessageBodySchema,
  category: ticketCategorySchema.optional(),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const ticketReplyBodySchema = z.object({ message: ticketMessageBodySchema });
export type TicketReplyBody = z.infer<typeof ticketReplyBodySchema>;

export const adminTicketUpdateBodySchema = z.object({ status: ticketStatusSchema });

export const ticketSummarySchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  subject: z.string(),
  category: ticketCategorySchema,
  status: ticketStatusSchema,
  subscriptionId: z.uuid().nullable(),
  subscriptionTitle: z.string().nullable(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketMessageSchema = z.object({
  id: z.uuid(),
  fromStaff: z.boolean(),
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketDetailSchema = ticketSummarySchema.extend({ messages: z.array(ticketMessageSchema) });
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const ticketCustomerSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

export const adminTicketSummarySchema = ticketSummarySchema.extend({ customer: ticketCustomerSchema });
export type AdminTicketSummary = z.infer<typeof adminTicketSummarySchema>;
export const adminTicketDetailSchema = ticketDetailSchema.extend({ customer: ticketCustomerSchema });
export type AdminTicketDetail = z.infer<typeof adminTicketDetailSchema>;

export const ticketListResponseSchema = successSchema(
  z.object({ tickets: z.array(ticketSummarySchema), pagination: paginationSchema }),
);
export type TicketListResponse = z.infer<typeof ticketListResponseSchema>;
export const ticketDetailResponseSchema = successSchema(ticketDetailSchema);
export const adminTicketListResponseSchema = successSchema(
  z.object({ tickets: z.array(adminTicketSummarySchema), pagination: paginationSchema }),
);
export type AdminTicketListResponse = z.infer<typeof adminTicketListResponseSchema>;
export const adminTicketDetailResponseSchema = successSchema(adminTicketDetailSchema);
