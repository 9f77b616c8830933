import { z } from 'zod';
import { successSchema } from './common.ts';

export const notificationTypeSchema = z.enum([
  'invoice_issued',
  'payment_failed',
  'payment_received',
  'letter_sent',
  'ticket_answered',
  'subscription_cancelled',
  'security',
  'payment_reminder',
  'service_suspended',
]);

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const notificationIdParamsSchema = z.object({ id: z.uuid() });

export const notificationSchema = z.object({
  id: z.uuid(),
  type: notificationTypeSchema,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PortalNotification = z.infer<typeof notificationSchema>;

export const notificationListResponseSchema = successSchema(
  z.object({ notifications: z.array(notificationSchema), unreadCount: z.number().int() }),
);
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationReadResponseSchema = successSchema(z.object({ unreadCount: z.number().int() }));
