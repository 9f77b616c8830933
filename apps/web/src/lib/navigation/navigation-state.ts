import { z } from 'zod';

/** Messages one page hands to the next through router state (e.g. register → login). */
export const navigationNotices = [
  'loginSuccessful',
  'registrationSuccessful',
  'registrationEmailSent',
  'passwordChanged',
  'loggedOut',
  'sessionExpired',
] as const;
export type NavigationNotice = (typeof navigationNotices)[number];

const navigationStateSchema = z.object({
  notice: z.enum(navigationNotices).optional(),
  from: z.string().optional(),
  /** The address a notice names (registrationEmailSent: where the confirmation mail went). */
  email: z.string().optional(),
});
export type NavigationState = z.infer<typeof navigationStateSchema>;

export function readNavigationState(state: unknown): NavigationState {
  const parsed = navigationStateSchema.safeParse(state);
  return parsed.success ? parsed.data : {};
}

/** Only same-app paths: `//evil.example` or `https://…` in `from` must never become a redirect. */
export function safeReturnPath(from: string | undefined, fallback = '/dashboard'): string {
  return from?.startsWith('/') && !from.startsWith('//') ? from : fallback;
}
