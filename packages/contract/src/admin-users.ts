import { z } from 'zod';
import { activityParamsSchema } from './activity.ts';
import { isoDateSchema, isoDateTimeSchema, skippedItemSchema, successSchema } from './common.ts';
import { pageQuerySchema } from './pagination.ts';
import { addressText, freeText, multiLineText, nameText } from './text-rule.ts';
import { kvkNumberInput, roleSchema } from './user.ts';

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
  search: freeText({ language: 'en' }).max(100).optional(),
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
  /** KPI users.total: every account not deleted, staff included (the Overview's Total users). */
  allUsers: z.number().int(),
  activeUsers: z.number().int(),
  inactiveUsers: z.number().int(),
  adminUsers: z.number().int(),
  /** The other staff roles (issue 18). */
  financeUsers: z.number().int(),
  supportUsers: z.number().int(),
  /** KPI users.newThisMonth: registered in the current calendar month (Europe/Amsterdam), not deleted. */
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

/** SPEC §7 bulk action: activate, deactivate, delete, or change_role with `value` the new role. */
export const adminUserBulkActionBodySchema = z
  .object({
    userIds: z.array(z.uuid()).min(1, { error: 'Select users first' }).max(500),
    action: z.enum(['activate', 'deactivate', 'delete', 'change_role']),
    value: roleSchema.optional(),
  })
  .refine((body) => body.action !== 'change_role' || body.value !== undefined, {
    error: 'Choose the new role',
    path: ['value'],
  });
export type AdminUserBulkActionBody = z.infer<typeof adminUserBulkActionBodySchema>;
export const adminUserBulkActionResponseSchema = successSchema(
  z.object({
    done: z.number().int(),
    skipped: z.array(skippedItemSchema),
  }),
);

// GET /api/admin/users/{id}: the detail page. Each list holds the newest ten with its total; the activity
// pages on its own route.

const detailList = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });

export const adminUserProfileSchema = adminUserRowSchema.extend({
  /** Their customer number (Klantnummer): how documents name them when their stored name names nothing. */
  customerNumber: z.number().int(),
  kvkNumber: z.string().nullable(),
  vatId: z.string().nullable(),
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  zipcode: z.string().nullable(),
  country: z.string(),
  /** Cents of account credit from overpayments. */
  creditBalance: z.number().int(),
  /** Cents invoiced and not yet paid. */
  openBalance: z.number().int(),
  updatedAt: isoDateTimeSchema,
});
export type AdminUserProfile = z.infer<typeof adminUserProfileSchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserProfileSchema,
  subscriptions: detailList(
    z.object({
      id: z.uuid(),
      title: z.string(),
      planName: z.string(),
      status: z.string(),
      serviceStatus: z.string(),
      interval: z.string(),
      price: z.number().int(),
      startDate: isoDateSchema,
      nextBillingDate: isoDateSchema.nullable(),
      endDate: isoDateSchema.nullable(),
      domain: z.string().nullable(),
    }),
  ),
  invoices: detailList(
    z.object({
      id: z.uuid(),
      invoiceNumber: z.string(),
      kind: z.string(),
      status: z.string(),
      issueDate: isoDateSchema,
      dueDate: isoDateSchema,
      total: z.number().int(),
      paid: z.number().int(),
    }),
  ),
  mandates: z.array(adminUserMandateSchema),
  letters: detailList(
    z.object({
      id: z.uuid(),
      letterNumber: z.string(),
      letterType: z.enum(['notice', 'collection']),
      letterDate: isoDateSchema,
      principal: z.number().int(),
      fee: z.number().int(),
      paymentReceivedAt: isoDateTimeSchema.nullable(),
    }),
  ),
  notes: detailList(
    z.object({
      id: z.uuid(),
      subscriptionId: z.uuid(),
      subscriptionTitle: z.string(),
      title: z.string(),
      priority: z.string(),
      visibility: z.string(),
      status: z.string(),
      createdAt: isoDateTimeSchema,
    }),
  ),
  tickets: detailList(
    z.object({
      id: z.uuid(),
      number: z.number().int(),
      subject: z.string(),
      status: z.string(),
      lastMessageAt: isoDateTimeSchema,
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export const adminUserDetailResponseSchema = successSchema(adminUserDetailSchema);

export const adminUserActivityQuerySchema = pageQuerySchema;
export const adminUserActivityItemSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  action: z.string(),
  description: z.string(),
  params: activityParamsSchema.nullable(),
  timestamp: isoDateTimeSchema,
  /** Who did it when it was not the user: an admin's name. */
  actorName: z.string().nullable(),
  ip: z.string().nullable(),
});
export const adminUserActivityResponseSchema = successSchema(
  z.object({
    items: z.array(adminUserActivityItemSchema),
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  }),
);

/** PUT /api/admin/users/{id}: the profile fields an admin may correct. */
export const adminUserUpdateBodySchema = z.object({
  firstname: nameText({ language: 'en' }).min(1, { error: 'First name is required' }).max(100),
  lastname: nameText({ language: 'en' }).min(1, { error: 'Last name is required' }).max(100),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ error: 'Enter a valid e-mail address' })),
  phone: freeText({ language: 'en' }).max(30).nullable().optional(),
  company: nameText({ language: 'en' }).max(200).nullable().optional(),
  kvkNumber: kvkNumberInput('A KvK number has 8 digits'),
  vatId: freeText({ language: 'en' }).max(20).nullable().optional(),
  // The address goes into the SEPA files of the customer's mandate (text-rule.ts).
  street: addressText({ language: 'en' }).max(200).nullable().optional(),
  houseNumber: addressText({ language: 'en' }).max(20).nullable().optional(),
  zipcode: addressText({ language: 'en' }).max(20).nullable().optional(),
  city: addressText({ language: 'en' }).max(100).nullable().optional(),
  // An ISO 3166 code: documents and SEPA files write nothing else ('東京' has two characters too).
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'Choose a country' })
    .optional(),
});
export type AdminUserUpdateBody = z.infer<typeof adminUserUpdateBodySchema>;

/** DELETE answers what happened: gone, or anonymised because records must be kept (7-year duty). */
export const adminUserDeleteResponseSchema = successSchema(
  z.object({ id: z.uuid(), outcome: z.enum(['deleted', 'anonymised']) }),
);

/** POST /api/admin/users/{id}/contact: an e-mail to the user through the outbox. */
export const adminUserContactBodySchema = z.object({
  subject: freeText({ language: 'en' }).min(1, { error: 'Subject is required' }).max(200),
  message: multiLineText({ language: 'en' }).min(1, { error: 'Message is required' }).max(5000),
});
export type AdminUserContactBody = z.infer<typeof adminUserContactBodySchema>;
export const adminUserContactResponseSchema = successSchema(z.object({ emailId: z.uuid() }));
