import { z } from 'zod';
import { activityParamsSchema } from './activity.ts';
import { messageResponseSchema, successSchema } from './common.ts';
import { addressText, freeText, nameText } from './text-rule.ts';
import { kvkNumberInput, userSchema } from './user.ts';

export const MIN_PASSWORD_LENGTH = 8;

/** An e-mail address as the API stores it: trimmed, lower case, at most 254 characters. */
export const emailAddressSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Ongeldig e-mailadres' }))
  .pipe(z.string().max(254));
const email = emailAddressSchema;
const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: `Wachtwoord moet minimaal ${MIN_PASSWORD_LENGTH} karakters lang zijn` })
  .max(200);

export const loginBodySchema = z.object({
  email,
  password: z.string().min(1).max(200),
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

// The refresh token travels only in an HttpOnly cookie (path /auth), never in a body the page can read.
export const sessionSchema = z.object({
  user: userSchema,
  token: z.string(),
  accessToken: z.string(),
  expiresIn: z.number().int(),
});
export type Session = z.infer<typeof sessionSchema>;

// With two-factor enabled, login answers with a challenge instead of a session (finish at /two-factor/verify).
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
});

export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.union([sessionSchema, twoFactorChallengeSchema]),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerBodySchema = z.object({
  firstname: nameText().min(1).max(100),
  lastname: nameText().min(1).max(100),
  email,
  password: newPassword,
  phone: freeText().max(30).optional(),
  company: nameText().max(200).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;
export const registerResponseSchema = messageResponseSchema;

export const refreshBodySchema = z.object({ refreshToken: z.string().min(1).max(200).optional() });
export const refreshResponseSchema = successSchema(sessionSchema);

export const logoutBodySchema = z.object({ refreshToken: z.string().max(200).optional() }).nullish();

export const forgotPasswordBodySchema = z.object({ email });
export const resetPasswordBodySchema = z.object({
  token: z.string().min(10).max(200),
  password: newPassword,
});
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword,
});
export const verifyEmailBodySchema = z.object({ token: z.string().min(10).max(200) });

// The e-mailed one-time sign-in link (issue 26): asked for with an address (same answer whether or not it
// has an account), used with the token from the mail; using it answers as POST /auth/login does.
export const signInLinkBodySchema = z.object({ email });
export const useSignInLinkBodySchema = z.object({ token: z.string().min(10).max(200) });

export const verifyResponseSchema = successSchema(z.object({ user: userSchema }));

// PUT /auth/profile body (SPEC §7); the answer is read as data.user.
export const updateProfileBodySchema = z.object({
  firstname: nameText().min(1).max(100),
  lastname: nameText().min(1).max(100),
  email,
  phone: freeText().max(30).optional().nullable(),
  // Address parts go into SEPA files (the mandate's debtor): writable there (text-rule.ts).
  adres: addressText().max(200).optional().nullable(),
  /** Street and house number apart (the order page's address step); when given they win over `adres`. */
  street: addressText().max(200).optional().nullable(),
  houseNumber: addressText().max(20).optional().nullable(),
  city: addressText().max(100).optional().nullable(),
  zipcode: addressText().max(20).optional().nullable(),
  /** An ISO code or the name of a country the profile form offers; the server answers the field otherwise. */
  country: freeText().max(60).optional().nullable(),
  kvkNumber: kvkNumberInput('Een KvK-nummer heeft 8 cijfers'),
  /** Empty clears it; the buyer reference (BT-10) on their e-invoices. */
  purchaseReference: freeText().max(100).optional().nullable(),
  /** 'scheme:id' (an EAS code Peppol routes); the server checks it and answers the field when it is not. */
  peppolId: freeText().max(100).optional().nullable(),
  /** Only for a business (KvK number, VAT id or Peppol ID); the server answers the field otherwise. */
  einvoiceByEmail: z.boolean().optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
export const profileUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: userSchema }),
});

export const activityItemSchema = z.object({
  type: z.string(),
  action: z.string(),
  description: z.string(),
  params: activityParamsSchema.nullable(),
  timestamp: z.string(),
});

export const profileInvoiceSummarySchema = z.object({
  _id: z.uuid(),
  invoiceNumber: z.string(),
  amount: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
  dueDate: z.string(),
  paidAt: z.string().nullable(),
  description: z.string(),
});

export const profileSubscriptionSummarySchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  planName: z.string(),
  status: z.string(),
  serviceStatus: z.string(),
  amount: z.number().int(),
  interval: z.string(),
  nextBillingDate: z.string().nullable(),
});

// GET /auth/profile: SPEC §3 "Profile overview response". Amounts in cents.
export const profileOverviewSchema = z.object({
  user: userSchema,
  stats: z.object({
    totalSpent: z.number().int(),
    totalOrders: z.number().int(),
    activeSubscriptions: z.number().int(),
    pendingPayments: z.number().int(),
    totalInvoices: z.number().int(),
  }),
  accountAge: z.number().int(),
  subscriptions: z.array(profileSubscriptionSummarySchema),
  invoices: z.array(profileInvoiceSummarySchema),
  activityLog: z.array(activityItemSchema),
  address: z.object({
    street: z.string().nullable(),
    number: z.string().nullable(),
    city: z.string().nullable(),
    zipCode: z.string().nullable(),
    country: z.string(),
  }),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
});
export const profileOverviewResponseSchema = successSchema(profileOverviewSchema);
export type ProfileOverview = z.infer<typeof profileOverviewSchema>;
