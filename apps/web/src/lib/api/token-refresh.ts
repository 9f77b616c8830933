import { refreshResponseSchema, type Session } from '@hostportaal/contract';
import { storeAccessToken } from './access-token';
import { sendRequest } from './send-request';

export const REFRESH_PATH = '/auth/refresh-token';

export type RefreshOutcome = 'refreshed' | 'refused';

let refreshInFlight: Promise<Session | null> | null = null;

async function requestNewSession(): Promise<Session | null> {
  // The refresh token travels as the HttpOnly cookie the server set at login; the body stays empty.
  const response = await sendRequest(REFRESH_PATH, { method: 'POST', body: {} });
  if (!response.ok) return null;
  const parsed = refreshResponseSchema.safeParse(response.payload);
  if (!parsed.success) return null;
  storeAccessToken(parsed.data.data.accessToken);
  return parsed.data.data;
}

/**
 * Tabs of one browser share the cookie, and every tab now refreshes when it opens: one at a time (Web Locks),
 * so the second sends the cookie the first one's rotation set instead of the rotated one, which the server
 * would take for theft and end the login.
 */
function oneTabAtATime(work: () => Promise<Session | null>): Promise<Session | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('hostportaal-token-refresh', work) : work();
}

/**
 * A new access token from the refresh cookie, with the session's user; null when the server refuses.
 * Calls at the same moment share one refresh: the server rotates refresh tokens and treats a reused one as
 * theft, so two parallel refreshes would end the session. A network failure or timeout rejects with that
 * ApiError and leaves the session alone.
 */
export function refreshSession(): Promise<Session | null> {
  refreshInFlight ??= oneTabAtATime(requestNewSession).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

export async function refreshAccessToken(): Promise<RefreshOutcome> {
  return (await refreshSession()) ? 'refreshed' : 'refused';
}
