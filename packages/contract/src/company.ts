import { z } from 'zod';
import { successSchema } from './common.ts';
import { addressText, freeText, sepaNameText } from './text-rule.ts';

export const companySchema = z.object({
  name: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  zipcode: z.string(),
  city: z.string(),
  country: z.string(),
  kvkNumber: z.string(),
  vatId: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  supportHours: z.string().nullable(),
  /** Incassant-ID, printed on SEPA invoices and in the mandate text; null until configured. */
  creditorId: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;
export const companyResponseSchema = successSchema(companySchema);

// Admin company settings (issue 5): our details as printed on invoices, and as SEPA creditor.
export const sepaSchemeSchema = z.enum(['CORE', 'B2B']);
export const pain008VersionSchema = z.enum(['pain.008.001.08', 'pain.008.001.02']);

export const companySettingsSchema = companySchema.extend({
  paymentTermDays: z.number().int(),
  sepaScheme: sepaSchemeSchema,
  collectionLeadDays: z.number().int(),
  preNotificationDays: z.number().int(),
  pain008Version: pain008VersionSchema,
  hostingGraceDays: z.number().int(),
  requireAdminTwoFactor: z.boolean(),
  updatedAt: z.string(),
});
export type CompanySettingsView = z.infer<typeof companySettingsSchema>;
export const companySettingsResponseSchema = successSchema(z.object({ settings: companySettingsSchema }));

const filledIn = <T extends z.ZodString>(text: T, max: number) =>
  text.min(1, { error: 'Verplicht veld' }).max(max);
const required = (max: number) => filledIn(freeText(), max);
const optional = (max: number) =>
  freeText()
    .max(max)
    .nullable()
    .transform((value) => (value ? value : null));

/** IBAN, BIC and incassant-ID get their check-digit validation on the server, with Dutch field errors. */
export const companySettingsBodySchema = z.object({
  // Our name and address are the creditor's in every pain.008 (text-rule.ts: writable there).
  name: filledIn(sepaNameText(), 70),
  street: filledIn(addressText(), 70),
  houseNumber: filledIn(addressText(), 16),
  zipcode: filledIn(addressText(), 16),
  city: filledIn(addressText(), 35),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'Gebruik een landcode van twee letters, zoals NL' }),
  kvkNumber: z
    .string()
    .trim()
    .regex(/^\d{8}$/, { error: 'Een KvK-nummer heeft 8 cijfers' }),
  vatId: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^NL\d{9}B\d{2}$/, { error: 'Een btw-id ziet eruit als NL123456789B01' }),
  iban: required(42),
  bic: optional(11),
  email: z.email({ error: 'Vul een geldig e-mailadres in' }),
  phone: required(30),
  website: optional(200),
  supportHours: optional(200),
  paymentTermDays: z.number().int().min(0).max(90),
  creditorId: optional(35),
  sepaScheme: sepaSchemeSchema,
  collectionLeadDays: z.number().int().min(1).max(10),
  preNotificationDays: z.number().int().min(1).max(30),
  pain008Version: pain008VersionSchema,
  /** Days a hosting account or game server is kept after its service ended, before it is deleted. */
  hostingGraceDays: z.number().int().min(0).max(365),
  /** Admins must turn on two-factor authentication before they may use the admin area. */
  requireAdminTwoFactor: z.boolean().default(false),
});
export type CompanySettingsBody = z.infer<typeof companySettingsBodySchema>;
