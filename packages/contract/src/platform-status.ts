import { z } from 'zod';
import { isoDateTimeSchema, successSchema } from './common.ts';
import { pageQuerySchema, paginationSchema } from './pagination.ts';
import { freeText, multiLineText } from './text-rule.ts';

export const componentStatusSchema = z.enum([
  'operational',
  'degraded',
  'partial_outage',
  'major_outage',
  'maintenance',
]);
export type ComponentStatus = z.infer<typeof componentStatusSchema>;
export const noticeSeveritySchema = z.enum(['info', 'maintenance', 'incident']);

export const statusComponentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  status: componentStatusSchema,
  updatedAt: z.string(),
});
export type StatusComponent = z.infer<typeof statusComponentSchema>;

export const maintenanceNoticeSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  severity: noticeSeveritySchema,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export type MaintenanceNotice = z.infer<typeof maintenanceNoticeSchema>;

/**
 * A hosting or game server's health from the periodic checks (issue 8): up or down by the last check
 * (unknown before the first), and the share of checks that answered over 24 hours and 30 days (percent,
 * null without checks in that window).
 */
export const serverHealthSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(['hosting', 'games']),
  status: z.enum(['up', 'down', 'unknown']),
  lastCheckAt: z.string().nullable(),
  latencyMs: z.number().int().nullable(),
  uptime24h: z.number().nullable(),
  uptime30d: z.number().nullable(),
});
export type ServerHealth = z.infer<typeof serverHealthSchema>;

export const platformStatusSchema = z.object({
  overall: componentStatusSchema,
  components: z.array(statusComponentSchema),
  servers: z.array(serverHealthSchema),
  current: z.array(maintenanceNoticeSchema),
  upcoming: z.array(maintenanceNoticeSchema),
  past: z.array(maintenanceNoticeSchema),
});
export type PlatformStatus = z.infer<typeof platformStatusSchema>;
export const platformStatusResponseSchema = successSchema(platformStatusSchema);

export const statusComponentParamsSchema = z.object({ id: z.uuid() });
export const statusComponentUpdateBodySchema = z.object({ status: componentStatusSchema });
export const statusComponentResponseSchema = successSchema(statusComponentSchema);

export const maintenanceNoticeBodySchema = z
  .object({
    title: freeText({ language: 'en' }).min(3).max(200),
    body: multiLineText({ language: 'en' }).min(1).max(5000),
    severity: noticeSeveritySchema.default('maintenance'),
    startsAt: isoDateTimeSchema,
    endsAt: isoDateTimeSchema.nullable().optional(),
  })
  .refine((notice) => !notice.endsAt || Date.parse(notice.endsAt) > Date.parse(notice.startsAt), {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });
export type MaintenanceNoticeBody = z.infer<typeof maintenanceNoticeBodySchema>;
export const maintenanceNoticeResponseSchema = successSchema(maintenanceNoticeSchema);

// The admin list: every notice (also those older than the 14 days customers see), newest start first.
export const adminMaintenanceNoticesQuerySchema = pageQuerySchema;
export const adminMaintenanceNoticesResponseSchema = successSchema(
  z.object({ notices: z.array(maintenanceNoticeSchema), pagination: paginationSchema }),
);
export type AdminMaintenanceNotices = z.infer<typeof adminMaintenanceNoticesResponseSchema>['data'];
