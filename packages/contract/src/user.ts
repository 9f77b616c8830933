import { z } from 'zod';
import { USER_ROLES } from './permissions.ts';
import { addressText, freeText } from './text-rule.ts';

export const roleSchema = z.enum(USER_ROLES);
export type Role = z.infer<typeof roleSchema>;

export const addressSchema = z.object({
  street: z.string().nullable(),
  number: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string(),
});

const filledIn = (message: string, max: number) =>
  addressText({ typeError: message }).min(1, { error: message }).max(max);

/**
 * The address a SEPA mandate and an invoice need (art. 35a Wet OB, DOMAIN-NL §4): every part filled in, and
 * writable in the pain.008 that carries the mandate's debtor (text-rule.ts).
 * The server checks the stored address with it before a mandate, an order or an invoice; the order page's
 * address step checks its form with it.
 */
export const completeAddressSchema = z.object({
  street: filledIn('Vul je straat in', 200),
  houseNumber: filledIn('Vul je huisnummer in', 20),
  zipcode: filledIn('Vul je postcode in', 20),
  city: filledIn('Vul je plaats in', 100),
  country: freeText({ typeError: 'Kies je land' }).min(1, { error: 'Kies je land' }).max(60),
});
export type CompleteAddress = z.infer<typeof completeAddressSchema>;

/** A KvK number (Handelsregister of the Dutch Chamber of Commerce): 8 digits. */
export const KVK_NUMBER_PATTERN = /^\d{8}$/;

/**
 * A KvK number as people type it ("1234 5678", "12.34.56.78") reduced to its 8 digits, or empty to clear it.
 * `message` is the error shown when it is not 8 digits.
 */
export function kvkNumberInput(message: string) {
  return z
    .string()
    .overwrite((value) => value.replace(/[\s.]/g, ''))
    .refine((value) => value === '' || KVK_NUMBER_PATTERN.test(value), { error: message })
    .nullable()
    .optional();
}

export const preferencesSchema = z.object({
  theme: z.enum(['dark', 'light', 'auto']),
  language: z.enum(['nl', 'en', 'de', 'fr']),
  timezone: z.string(),
  dateFormat: z.string(),
  currency: z.string(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const notificationSettingsSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
  maintenanceAlerts: z.boolean(),
  billingReminders: z.boolean(),
  securityAlerts: z.boolean(),
  marketingEmails: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

// SPEC §3 User: `_id` is the original product's name for `id`; both are sent.
export const userSchema = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  /** With a VAT id, what makes the customer a business (no 14-dagenbrief, EUR 40 due: DOMAIN-NL §1). */
  kvkNumber: z.string().nullable(),
  /** Their VAT id as staff recorded it (read-only for the customer); a business by it too. */
  vatId: z.string().nullable(),
  /** Their reference or purchase order number, on their e-invoices (issue 21). */
  purchaseReference: z.string().nullable(),
  /** Their Peppol participant id, e.g. '0106:12345678': where Peppol delivers their e-invoices. */
  peppolId: z.string().nullable(),
  /** A business customer's choice to get the UBL e-invoice with every invoice e-mail. */
  einvoiceByEmail: z.boolean(),
  adres: z.string().nullable(),
  city: z.string().nullable(),
  zipcode: z.string().nullable(),
  country: z.string(),
  address: addressSchema,
  role: roleSchema,
  isActive: z.boolean(),
  isEmailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  loginNotifications: z.boolean(),
  sessionTimeout: z.number().int().nullable(),
  preferences: preferencesSchema,
  notificationSettings: notificationSettingsSchema,
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
