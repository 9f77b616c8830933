import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema, successSchema } from './common.ts';
import { pageQuerySchema } from './pagination.ts';
import { roleSchema } from './user.ts';

// SPEC §7 GET /api/admin/users and §3 "Admin user row"; the mandates list feeds the "New subscription"
// dialog of the Administration Dashboard.

export const adminUserSortSchema = z.enum([
  'createdAt',
  'lastname',
  'email',
  'lastLogin',
  'role',
  'isActive',
]);

export const adminUsersQuerySchema = pageQuerySchema.extend({
  /** Name, e-mail or company; case-insensitive, matched anywhere. */
  search: z.string().trim().max(100).optional(),
  role: roleSchema.optional(),
  status: z.enum(['active', 'inactive']).optional(),
  sortBy: adminUserSortSchema.default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserRowSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  city: z.string().nullable(),
  role: roleSchema,
  isActive: z.boolean(),
  lastLogin: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  isEmailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** Subscriptions that have not ended (pending, active, payment pending, suspended). */
  subscriptionCount: z.number().int(),
  /** Cents received from the customer; account credit is not counted twice. */
  totalSpent: z.number().int(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserRowSchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  /** Users matching the query (search and filters). */
  totalUsers: z.number().int(),
  limit: z.number().int(),
  // Over all users, whatever the query.
  activeUsers: z.number().int(),
  inactiveUsers: z.number().int(),
  adminUsers: z.number().int(),
  /** Registered in the current calendar month (Europe/Amsterdam). */
  newUsersThisMonth: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;
export const adminUserListResponseSchema = successSchema(adminUserListSchema);

export const adminUserMandateStatusSchema = z.enum(['valid', 'pending', 'invalid', 'expired']);
export type AdminUserMandateStatus = z.infer<typeof adminUserMandateStatusSchema>;

export const adminUserMandateSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  /** Country code and last four characters only. */
  ibanMasked: z.string(),
  status: adminUserMandateStatusSchema,
  signedAt: isoDateSchema,
  signatureMethod: z.enum(['paper', 'e_mandate', 'web_consent']),
});
export type AdminUserMandate = z.infer<typeof adminUserMandateSchema>;

export const adminUserMandatesResponseSchema = successSchema(
  z.object({ mandates: z.array(adminUserMandateSchema) }),
);

export const adminUserIdParamsSchema = z.object({ id: z.uuid() });

export const adminUserToggleStatusBodySchema = z.object({ isActive: z.boolean() });
export const adminUserChangeRoleBodySchema = z.object({ role: roleSchema });
export const adminUserResponseSchema = successSchema(z.object({ user: adminUserRowSchema }));

/** SPEC §7 bulk action: activate, deactivate, or change_role with `value` the new role. */
export const adminUserBulkActionBodySchema = z
  .object({
    userIds: z.array(z.uuid()).min(1, { error: 'Select users first' }).max(500),
    action: z.enum(['activate', 'deactivate', 'change_role']),
    value: roleSchema.optional(),
  })
  .refine((body) => body.action !== 'change_role' || body.value !== undefined, {
    error: 'Choose the new role',
    path: ['value'],
  });
export const adminUserBulkActionResponseSchema = successSchema(
  z.object({
    done: z.number().int(),
    skipped: z.array(z.object({ id: z.uuid(), reason: z.string() })),
  }),
);
