import { z } from 'zod';
import { activityParamsSchema } from './activity.ts';
import { successSchema } from './common.ts';
import { paginationSchema } from './pagination.ts';
import { notificationSettingsSchema, userSchema } from './user.ts';

// SPEC §9 options for the settings screen.
export const themeOptions = ['dark', 'light', 'auto'] as const;
export const languageOptions = ['nl', 'en', 'de', 'fr'] as const;
export const timezoneOptions = [
  'Europe/Amsterdam',
  'Europe/London',
  'America/New_York',
  'Asia/Tokyo',
] as const;
export const dateFormatOptions = ['DD-MM-YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export const currencyOptions = ['EUR'] as const;
export const sessionTimeoutOptions = [15, 30, 60, 120] as const;

export const updatePreferencesBodySchema = z.object({
  theme: z.enum(themeOptions),
  language: z.enum(languageOptions),
  timezone: z.enum(timezoneOptions),
  dateFormat: z.enum(dateFormatOptions),
  currency: z.enum(currencyOptions),
});
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBodySchema>;

export const updateNotificationSettingsBodySchema = notificationSettingsSchema;
export type UpdateNotificationSettingsBody = z.infer<typeof updateNotificationSettingsBodySchema>;

export const updateSecuritySettingsBodySchema = z.object({
  loginNotifications: z.boolean(),
  // null = never time out
  sessionTimeout: z.union([z.literal(15), z.literal(30), z.literal(60), z.literal(120)]).nullable(),
});
export type UpdateSecuritySettingsBody = z.infer<typeof updateSecuritySettingsBodySchema>;

export const accountUserResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: userSchema }),
});
export type AccountUserResponse = z.infer<typeof accountUserResponseSchema>;

export const accountActivityItemSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  action: z.string(),
  description: z.string(),
  params: activityParamsSchema.nullable(),
  ip: z.string().nullable(),
  timestamp: z.string(),
});
export type AccountActivityItem = z.infer<typeof accountActivityItemSchema>;

export const accountActivityResponseSchema = successSchema(
  z.object({ activities: z.array(accountActivityItemSchema), pagination: paginationSchema }),
);
export type AccountActivityResponse = z.infer<typeof accountActivityResponseSchema>;

export const deleteAccountBodySchema = z.object({
  password: z.string().min(1).max(200),
  confirmation: z.literal('VERWIJDER'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
