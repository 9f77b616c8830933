import { z } from 'zod';

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const addressSchema = z.object({
  street: z.string().nullable(),
  number: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string(),
});

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
