import { z } from 'zod';
import { successSchema } from './common.ts';
import { pageQuerySchema, paginationSchema } from './pagination.ts';

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

export const platformStatusSchema = z.object({
  overall: componentStatusSchema,
  components: z.array(statusComponentSchema),
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
    title: z.string().trim().min(3).max(200),
    body: z.string().trim().min(1).max(5000),
    severity: noticeSeveritySchema.default('maintenance'),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
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
